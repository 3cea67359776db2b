// Contact details stay behind the reveal (issue 11, decision 020): a number, email, WhatsApp link or
// web address typed into an ad's text would let anyone — signed out, scraping — reach the seller
// around the signed-in, rate-limited reveal. Typed text is checked on save, in the form and the API.

export const CONTACT_DETAILS_MESSAGE =
  'Please remove phone numbers, emails and links from the description; buyers reach you with the contact button.';

/** Eastern Arabic (٠-٩) and Urdu/Persian (۰-۹) digits read as 0-9, so '۰۳۰۰' is caught like '0300'. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
}

// A run of digits with the separators people type inside numbers: spaces, dashes, dots, brackets.
const DIGIT_RUN = /\+?\d[\d\s\-.()/]*\d/g;
// An email is looked for around each '@' only, in a short window: a regex scanning the whole text
// from every position would take seconds on 'a.a.a.…' (a cheap way to tie up the server).
const EMAIL_USER = /[a-z0-9._%+-]\s*$/i;
const EMAIL_DOMAIN = /^\s*[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const EMAIL_WINDOW = 80;

function hasEmail(text: string): boolean {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const before = text.slice(Math.max(0, at - 3), at);
    const after = text.slice(at + 1, at + 1 + EMAIL_WINDOW);
    if (EMAIL_USER.test(before) && EMAIL_DOMAIN.test(after)) return true;
  }
  return false;
}
const URL = /\b(https?:\/\/|www\.|wa\.me\/|chat\.whatsapp\.com|api\.whatsapp\.com)/i;
// A bare domain such as olx.com.pk or mysite.pk: a word, a dot, and a common top-level domain.
const DOMAIN = /\b[a-z0-9-]{2,63}\.(com|pk|net|org|info|biz|io|me|co|ly|link|shop|store|site|online|xyz)\b/i;

/** A Pakistani number once separators are gone: 03xx mobiles, +92/92/0092 with anything, landlines. */
function looksLikePhone(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (/^(0092|92)\d{9,10}$/.test(digits)) return true;
  if (/^03\d{9}$/.test(digits)) return true;
  // Landlines: 0 + area code + subscriber number, 10 or 11 digits (042-35761234, 051 2345678).
  return /^0[1-9]\d{8,9}$/.test(digits);
}

/** Longer text is refused for its length anyway; the cap keeps the scan cheap whatever is sent. */
const MAX_SCANNED = 10_000;

export function hasContactDetails(text: string): boolean {
  const t = asciiDigits(text.slice(0, MAX_SCANNED));
  if (hasEmail(t) || URL.test(t) || DOMAIN.test(t)) return true;
  for (const match of t.matchAll(DIGIT_RUN)) if (looksLikePhone(match[0])) return true;
  return false;
}
