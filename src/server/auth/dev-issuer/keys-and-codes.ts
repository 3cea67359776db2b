// The development issuer's signing key and its one-time authorization codes. Both live in memory:
// the issuer runs only on a developer's machine, in one process, and an ID token is verified seconds
// after it is signed, so a restart costs at most one sign-in in flight (decision 012).
import { createHash, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export const DEV_ALG = 'RS256';
const CODE_TTL_MS = 60_000;
const MAX_PENDING_CODES = 1000;

export interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** One RSA key per app, made on first use so an app that never signs anyone in never pays for it. */
export function lazySigningKey(): () => Promise<SigningKey> {
  let key: Promise<SigningKey> | undefined;
  return () =>
    (key ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair(DEV_ALG);
      const jwk = await exportJWK(publicKey);
      const publicJwk = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: DEV_ALG, use: 'sig' };
      return { privateKey, publicJwk };
    })());
}

export interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  email: string;
  name: string;
}

/** One-time codes, each bound to the client, redirect URI, PKCE challenge and nonce it was issued for. */
export function codeStore(now: () => number = Date.now) {
  const codes = new Map<string, Grant & { expiresAt: number }>();
  return {
    issue(grant: Grant): string {
      for (const [code, g] of codes) if (g.expiresAt <= now()) codes.delete(code);
      if (codes.size >= MAX_PENDING_CODES) codes.delete(codes.keys().next().value!);
      const code = randomBytes(32).toString('base64url');
      codes.set(code, { ...grant, expiresAt: now() + CODE_TTL_MS });
      return code;
    },
    /** The grant, exactly once; undefined when unknown, used or expired. */
    redeem(code: string): Grant | undefined {
      const grant = codes.get(code);
      codes.delete(code);
      return grant && grant.expiresAt > now() ? grant : undefined;
    },
  };
}

/** The same email is the same person next time (docs/architecture.md §6), without putting the email in `sub`. */
export function subjectFor(email: string): string {
  return createHash('sha256').update(`bs-dev:${email.trim().toLowerCase()}`).digest('base64url');
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
