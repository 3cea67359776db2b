// Contact details stay behind the reveal (decisions 020, 146 and 179): a number, email, WhatsApp link,
// web address or handle typed into an ad's text would let anyone — signed out, scraping — reach the
// seller around the signed-in, rate-limited reveal. Typed text is checked on save, in the form and the
// API, as normalise.ts reads it: as it is shown, with the usual disguises undone.
import { readingsForContactCheck, type Reading } from './normalise';

/** What the rule found, for the message that names it. */
export type ContactKind = 'phone' | 'email' | 'link';

// Digit groups and what may stand between two groups of one number: anything that is not a letter
// (spaces, punctuation, ':' ';' '•' '·' '#' '=' arrows, emoji such as 📞 and ➖). A letter (other
// than those normalise.ts already read as digits) ends the number. Both sets are disjoint, so the
// pattern runs in linear time.
const SEPARATOR = String.raw`[^\p{L}\d]`;
const DIGIT_RUN = new RegExp(String.raw`\d+(?:${SEPARATOR}+\d+)*`, 'gu');

/** A Pakistani or international number, once the groups that make it are joined. */
const PHONE_SHAPES: { shape: RegExp; firstGroup?: RegExp }[] = [
  { shape: /^03\d{9}$/ }, // 0300-1234567
  { shape: /^(?:0092|92)\d{9,10}$/, firstGroup: /^(?:0092|92)/ }, // +92 300 1234567, 0092…
  { shape: /^00[1-9]\d{8,13}$/ }, // 0044 7911 123456: any number with an international prefix
  { shape: /^0[1-9]\d{8,9}$/, firstGroup: /^0\d{2,4}$|^0[1-9]\d{8,9}$/ }, // 042-35761234: area code first
  { shape: /^3[0-4]\d{8}$/, firstGroup: /^3[0-4]\d$|^3[0-4]\d{8}$/ }, // 300 1234567: the 0 left out
];
/** Nine digits can be an amount (Rs. 99 crore); a whole number has ten or more (a mobile without its
 * 0), so a longer group is refused whatever it starts with. */
const LONGEST_PLAIN_NUMBER = 9;
const LONGEST_PHONE = 15;

interface Group {
  digits: string;
  /** An amount ('1,250,000') or a date ('03/01/2024'): read whole, joined with no neighbour. */
  whole: boolean;
}

// An amount written with thousands separators, Western (1,250,000) or Pakistani (12,50,000), and a
// date with a four-digit year (03/01/2024, 3-1-2024, 03.01.2024).
const AMOUNT = /^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})+,\d{3})$/;
const DATE = /^\d{1,2}([/.-])\d{1,2}\1(?:19|20)\d{2}$/;

/** The digit groups of one run, amounts and dates kept whole. */
function groupsOf(run: string): Group[] {
  // Alternating digits and separators: ['0300', '-', '1234567'].
  const parts = run.match(/\d+|\D+/g) ?? [];
  const groups: Group[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (!/^\d/.test(parts[i]!)) continue;
    // An amount is the whole chain of comma-joined groups ('300,123,4567' is no amount, nor is any
    // part of it); a date is three groups.
    // Chains are walked from their start only, so a long one costs its length once.
    let whole = 0;
    if (parts[i - 1] !== ',') {
      let chain = i;
      while (parts[chain + 1] === ',' && parts[chain + 2]) chain += 2;
      if (chain > i && AMOUNT.test(parts.slice(i, chain + 1).join(''))) whole = chain;
    }
    if (!whole && DATE.test(parts.slice(i, i + 5).join(''))) whole = i + 4;
    if (whole) {
      groups.push({
        digits: parts
          .slice(i, whole + 1)
          .join('')
          .replace(/\D/g, ''),
        whole: true,
      });
      i = whole;
    } else groups.push({ digits: parts[i]!, whole: false });
  }
  return groups;
}

/** Whether joining consecutive groups, starting at any group, makes a phone number. */
function runHasPhone(run: string): boolean {
  const groups = groupsOf(run);
  // A long group alone (ten digits and more, an amount too: Rs. 1,000,000,000 is no real price).
  if (groups.some((g) => g.digits.length > LONGEST_PLAIN_NUMBER)) return true;
  const plus = run.startsWith('+');
  for (let i = 0; i < groups.length; i++) {
    if (groups[i]!.whole) continue;
    let joined = '';
    let allSingle = true;
    for (let j = i; j < groups.length && !groups[j]!.whole; j++) {
      joined += groups[j]!.digits;
      allSingle &&= groups[j]!.digits.length === 1;
      if (joined.length > LONGEST_PHONE) break;
      if (joined.length <= LONGEST_PLAIN_NUMBER) continue;
      // Ten digits typed one by one ('3 0 0 1 2 …', 'three zero zero …'), or after a '+'.
      if (allSingle || (plus && i === 0)) return true;
      const first = groups[i]!.digits;
      if (PHONE_SHAPES.some((p) => p.shape.test(joined) && (!p.firstGroup || p.firstGroup.test(first))))
        return true;
    }
  }
  return false;
}

// An email is looked for around each '@' only, in a short window: a regex scanning the whole text
// from every position would take seconds on 'a.a.a.…' (a cheap way to tie up the server).
const EMAIL_USER = /[a-z0-9._%+-]$/;
const EMAIL_DOMAIN = /^[a-z0-9-]+(?:\s*\.\s*[a-z0-9-]+)*\s*\.\s*[a-z]{2,}/;
const EMAIL_WINDOW = 80;

/** 'name@gmail' with no ending: the mail providers people name are an address on their own. */
const PROVIDER_EMAIL = /[a-z0-9._%+-]@(?:gmail|yahoo|ymail|hotmail|outlook|icloud|proton|protonmail)\b/;

function hasEmail(text: string): boolean {
  if (PROVIDER_EMAIL.test(text)) return true;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const before = text.slice(Math.max(0, at - 3), at);
    const after = text.slice(at + 1, at + 1 + EMAIL_WINDOW);
    if (EMAIL_USER.test(before) && EMAIL_DOMAIN.test(after)) return true;
  }
  return false;
}

/** Link shorteners and link-in-bio hosts: a link even without 'http' or a common ending. */
const SHORT_LINK_HOSTS = [
  't.me',
  'wa.me',
  'wa.link',
  'm.me',
  'fb.me',
  'linktr.ee',
  'youtu.be',
  'bit.ly',
  'bit.do',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'cutt.ly',
  'rb.gy',
  'is.gd',
  'v.gd',
  'ow.ly',
  'buff.ly',
  'shorturl.at',
  'tiny.cc',
  'rebrand.ly',
  's.id',
  'lnkd.in',
  'qrco.de',
];
/** 'bit.ly/x', 'bit . ly / x': the host, then a path. */
const SHORT_LINK = new RegExp(
  String.raw`(?:^|[^a-z0-9.-])(?:${SHORT_LINK_HOSTS.map((h) => h.split('.').join(String.raw`\s*\.\s*`)).join('|')})\s*/`,
);
const URL = /\bhttps?\s*:?\s*\/\s*\/|\bwww\s*\.\s*[a-z0-9-]|\b(?:chat|api)\.whatsapp\.com/;
/** Endings of bare domains such as olx.com.pk or mysite.dev: a word, a dot, and one of these. */
const TLDS =
  'com|pk|net|org|info|biz|io|me|co|ly|link|shop|store|site|online|xyz|app|tk|ee|gl|gd|dev|in|ae|uk|us|ca|au|tv|ai|gg|cc|ws|top|live|pro|club|website|page|blog|tech|space|fun|icu|email|ml|ga|cf|gq|sa|qa';
// The dot as typed ('mysite.com') or with a space on both sides ('mysite . com'): a sentence's full
// stop has none before it, so 'charger included. in box' is no address. A comma stands for the dot
// only before the endings nobody writes after a comma ('mysite,com').
const DOMAIN = new RegExp(
  String.raw`\b[a-z0-9-]{2,63}(?:\.|\s+\.\s+)(?:${TLDS})\b|\b[a-z0-9-]{2,63},(?:com|net|org)\b`,
);
/** A handle ('@seller_khan', 'insta @sellerkhan'): an '@' at a word's start, then a name that starts
 * with a letter and has a digit, '_' or '.' inside, or after the name of an app. '@Liberty' alone is a
 * place, '@5.30' a time and '@Rs.500' a price. */
const HANDLE =
  /(?:^|[^a-z0-9._%+-])@(?!(?:rs|pkr)[\d.\s])(?=[a-z0-9._]{0,29}[0-9_.][a-z0-9_])[a-z_][a-z0-9._]{2,29}/;
const APP_HANDLE =
  /\b(?:insta|instagram|ig|fb|facebook|tiktok|tik tok|snap|snapchat|tele|telegram|twitter|threads|youtube|follow|dm)\s*(?:me\s*)?(?:on\s*|at\s*|:\s*|-\s*)?@\s*[a-z_][a-z0-9._]{2,29}/;
/** After an app's name a handle needs no '@' when it is shaped like one ('IG: seller.khan',
 * 'insta sellerkhan_92'): a digit, '_' or '.' inside the name. The look-ahead is bounded, so a long
 * run of letters costs its length once. */
const APP_NAME_HANDLE =
  /\b(?:insta|instagram|ig|tiktok|snap|snapchat|tele|telegram|twitter|threads)\s*(?:id\s*)?[:-]?\s*(?=[a-z0-9._]{0,28}[0-9_.][a-z0-9_])[a-z_][a-z0-9._]{2,29}/;
/** 'www mysite com': the www and the ending written as words. */
const SPACED_WWW = /\bwww\s+[a-z0-9-]{2,63}\s+(?:com|pk|net|org)\b/;

/** Whether a reading holds a link or a handle, plain or disguised (the chat warning and the ad rule). */
function linkIn(reading: Reading): boolean {
  const t = reading.text;
  return (
    URL.test(t) ||
    SHORT_LINK.test(t) ||
    DOMAIN.test(t) ||
    HANDLE.test(reading.handles) ||
    APP_HANDLE.test(reading.handles) ||
    APP_NAME_HANDLE.test(t) ||
    SPACED_WWW.test(t)
  );
}

function phoneIn(t: string): boolean {
  for (const match of t.matchAll(DIGIT_RUN)) {
    const start = match.index;
    // Keep a '+' written just before the digits: it says an international number follows.
    const run = start > 0 && t[start - 1] === '+' ? `+${match[0]}` : match[0];
    if (runHasPhone(run)) return true;
  }
  return false;
}

/** Whether the text carries a link or a handle once its disguises are undone (the chat warning). */
export function hasLink(text: string): boolean {
  return readingsForContactCheck(text).some(linkIn);
}

/** The contact details the text carries once its disguises are undone, or undefined. */
export function contactDetailsIn(text: string): ContactKind | undefined {
  // An email and a link are named as such before the digits in them ('wa.me/92300…') are.
  const readings = readingsForContactCheck(text);
  if (readings.some((r) => hasEmail(r.text))) return 'email';
  if (readings.some(linkIn)) return 'link';
  if (readings.some((r) => phoneIn(r.text))) return 'phone';
  return undefined;
}

/** Whether the text carries a phone number, an email, a link or a handle once its disguises are undone. */
export function hasContactDetails(text: string): boolean {
  return contactDetailsIn(text) !== undefined;
}

/**
 * For a field that holds one number (a price, a year): whether it is a phone number written there,
 * i.e. starts with 03, 92, 0092 or a 0 and an area code. A plain large number is the field's own
 * bounds to judge, not this rule's.
 */
export function isPhoneNumberValue(value: string): boolean {
  const digits = readingsForContactCheck(value)[0]!.text.replace(/\D/g, '');
  return PHONE_SHAPES.slice(0, 4).some((p) => p.shape.test(digits));
}
