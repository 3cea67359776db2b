// SMS codes are kept only as an HMAC under a server key (decision 186): a leaked table gives nobody a
// code, and 10^6 guesses cannot be tried offline without the key. Compared in constant time.
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '../../domain/limits';

export type CodeKey = Buffer;

/** The hashing key, drawn from a secret every copy of the app shares. */
export function codeKey(secret: string): CodeKey {
  return Buffer.from(hkdfSync('sha256', secret, 'bs-phone-codes', 'sms verification code v1', 32));
}

/** A fresh code: PHONE_CODE_LENGTH digits from the system's random source, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/** Bound to the person and the number, so a code hash is worth nothing for another pair. */
export function hashCode(key: CodeKey, userId: string, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}\n${phone}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
