// Pakistani mobile numbers: 03xx-xxxxxxx (docs/product.md §5), accepted the ways people type them:
// '+92 300 1234567', '0092 300 1234567', '0300 1234567', '0300-1234567', '03001234567', and in Urdu digits, '۰۳۰۰۱۲۳۴۵۶۷'.
import { latinDigits } from './numerals';

export const PHONE_EXAMPLE = '03xx-xxxxxxx';

/**
 * The national digits of a number typed with spaces, hyphens, dots or brackets and an optional
 * +92 / 0092 / 92 country code ('03001234567'), or undefined when it is not a Pakistani mobile.
 */
function nationalDigits(value: string): string | undefined {
  const compact = latinDigits(value)
    .trim()
    .replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const digits = compact.replace(/^\+/, '');
  const national = digits.startsWith('0092')
    ? `0${digits.slice(4)}`
    : digits.startsWith('92') && digits.length === 12
      ? `0${digits.slice(2)}`
      : compact.startsWith('+')
        ? undefined // '+' with another country code
        : digits;
  return national && /^03\d{9}$/.test(national) ? national : undefined;
}

export function isValidPhone(value: string): boolean {
  return nationalDigits(value) !== undefined;
}

/** Any accepted spelling → '0300-1234567'. Assumes a valid number (see isValidPhone). */
export function formatPhone(value: string): string {
  const digits = nationalDigits(value) ?? value.replace(/\D/g, '');
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** tel: link target. */
export function telHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp wants the international form without '+': 0300-1234567 → 923001234567. */
export function whatsappHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  const international = digits.startsWith('0') ? `92${digits.slice(1)}` : digits;
  return `https://wa.me/${international}`;
}

/** What a card shows before the reveal: the shape of a number, not the number. */
export const MASKED_PHONE = '03**-*******';
