// Where the browser goes after sign-in, or back to after a form posted without the app (decision 208).
// Only a path on this site is accepted, so neither /auth/login nor a form can ever be used to bounce
// someone to another site (no open redirect, ASVS 5 / RFC 9700 §4.11).
import { RETURN_TO_MAX_LENGTH } from '../../domain/limits';

const BASE = 'http://return-to.invalid';

const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A same-origin path such as '/mobile-phones?q=a55', or '/' for anything else. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX_LENGTH) return '/';
  // '//evil.com' and '/\evil.com' are protocol-relative to browsers; control characters can hide them.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl(value))
    return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  // Coming back to a sign-in route would start another sign-in.
  if (url.pathname.startsWith('/auth/') || url.pathname.startsWith('/dev-oidc/')) return '/';
  // The URL parser normalises dot segments: '/.//evil.example' becomes '//evil.example', which a browser
  // reads as another host. Check what we would actually send, not only what we were given.
  const result = url.pathname + url.search + url.hash;
  if (result.startsWith('//') || result.includes('\\')) return '/';
  return result;
}
