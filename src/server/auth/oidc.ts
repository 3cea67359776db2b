// The OpenID Connect client (openid-client 6): authorization code + PKCE (S256) + state + nonce, with
// the ID token's signature checked against the issuer's keys (non-repudiation checks), and its issuer,
// audience, expiry and nonce verified. The same code serves Google and the development issuer; only the
// configuration differs (docs/architecture.md §5, §6).
import * as client from 'openid-client';
import type { Config } from '../config';
import type { SignInTransaction } from './transaction';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const CALLBACK_PATH = '/auth/callback';
export const DEV_ISSUER_PATH = '/dev-oidc';
/** The development issuer's one client. Not a secret: that issuer only runs outside production. */
export const DEV_CLIENT = { clientId: 'bs-development', clientSecret: 'bs-development-only-not-a-secret' };
const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** PUBLIC_URL + the callback path: exactly what is registered with the provider. */
  redirectUri: string;
  /** Plain-http issuers (the local one) are allowed outside production only. */
  allowHttp: boolean;
}

/**
 * The local development issuer runs inside this app when no Google client and no override is set, and
 * only where it cannot be reached by strangers: PUBLIC_URL on localhost, or DEV_SIGN_IN=1 (config.ts).
 */
export function runsDevIssuer(config: Config): boolean {
  return !config.google && !config.oidcIssuer && config.devSignIn;
}

export function oidcSettings(config: Config): OidcSettings {
  const issuer =
    config.oidcIssuer ?? (config.google ? GOOGLE_ISSUER : `${config.publicUrl}${DEV_ISSUER_PATH}`);
  return {
    issuer: new URL(issuer),
    ...(config.google ?? DEV_CLIENT),
    redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
    allowHttp: !config.production,
  };
}

export interface IdentityClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
}

export interface OidcClient {
  /** A fresh state, nonce and PKCE verifier, and the provider's authorization URL that carries them. */
  start(): Promise<{ url: URL; checks: Omit<SignInTransaction, 'returnTo'> }>;
  /** Redeems the code in `callbackUrl` and returns the verified ID token's claims; throws on any mismatch. */
  finish(callbackUrl: URL, checks: Omit<SignInTransaction, 'returnTo'>): Promise<IdentityClaims>;
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  // Discovered on the first sign-in, not at start-up: the app must start while the issuer is down
  // (and the development issuer lives in this very app). A failure is forgotten, so the next try retries.
  const configuration = () => {
    discovered ??= client
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: [
          client.enableNonRepudiationChecks,
          ...(settings.allowHttp && settings.issuer.protocol === 'http:'
            ? [client.allowInsecureRequests]
            : []),
        ],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        // Let a person with several Google accounts pick one instead of being signed in silently.
        prompt: 'select_account',
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.verifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the token response carried no ID token');
      // Only the verified claims leave this function: access and ID tokens stay here and are dropped.
      return claims as IdentityClaims;
    },
  };
}
