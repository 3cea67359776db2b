// The sign-in transaction (state, nonce, PKCE verifier, where to return) travels in a cookie, sealed
// with AES-256-GCM (a JWE), so the server keeps nothing in memory between /auth/login and
// /auth/callback and any copy of the app can finish a sign-in another copy started (decision 011).
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { SIGN_IN_TRANSACTION_SECONDS } from '../../domain/limits';

export interface SignInTransaction {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

const FIELDS = ['state', 'nonce', 'verifier', 'returnTo'] as const;

/** A 256-bit key derived from the OAuth client secret: the one secret every copy already shares. */
export function transactionKey(clientSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', clientSecret, 'bs-sign-in', 'transaction cookie v1', 32));
}

export function sealTransaction(key: Uint8Array, transaction: SignInTransaction): Promise<string> {
  return new EncryptJWT({ ...transaction })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${SIGN_IN_TRANSACTION_SECONDS}s`)
    .encrypt(key);
}

/** The transaction, or why there is none (for the one log line of a failed sign-in). */
export async function openTransaction(
  key: Uint8Array,
  sealed: string | undefined,
): Promise<SignInTransaction | { problem: string }> {
  if (!sealed) return { problem: 'no sign-in transaction cookie (expired, or sign-in started elsewhere)' };
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (FIELDS.every((f) => typeof payload[f] === 'string')) {
      return Object.fromEntries(FIELDS.map((f) => [f, payload[f]])) as unknown as SignInTransaction;
    }
    return { problem: 'sign-in transaction cookie lacks a field' };
  } catch (error) {
    return { problem: `sign-in transaction cookie rejected (${(error as Error).message})` };
  }
}
