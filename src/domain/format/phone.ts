// Pakistani mobile numbers: 03xx-xxxxxxx (SPEC §5).

/** 03, two digits, an optional hyphen, seven digits. */
export const PHONE_PATTERN = /^03\d{2}-?\d{7}$/;
export const PHONE_EXAMPLE = '03xx-xxxxxxx';

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** '03001234567' → '0300-1234567'. Assumes a valid number. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
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
