// What a verified ID token becomes: a person (keyed by issuer and subject, never an email:
// docs/architecture.md §5) and a brand-new session.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import type { IdentityClaims } from './oidc';
import { createSession, deleteSession } from './sessions';

const TEXT_MAX = 200;
const URL_MAX = 1000;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, TEXT_MAX) : null);

/** Only https pictures: the page's CSP and mixed-content rules would block anything else anyway. */
function picture(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > URL_MAX) return null;
  try {
    return new URL(v).protocol === 'https:' ? v : null;
  } catch {
    return null;
  }
}

export interface Profile {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only an issuer's `email_verified: true` counts (decision 142). */
  emailVerified: boolean;
  name: string | null;
  avatarUrl: string | null;
}

/**
 * Creates the person at first sign-in; later sign-ins refresh name, email (and whether the issuer
 * verified it) and avatar from the token.
 */
async function upsertUser(db: Db, profile: Profile): Promise<User> {
  const { email, emailVerified, name, avatarUrl } = profile;
  const [user] = await db
    .insert(users)
    .values(profile)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email, emailVerified, name, avatarUrl, updatedAt: sql`now()` },
    })
    .returning();
  return user!;
}

function profileFromClaims(claims: IdentityClaims): Profile {
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email),
    // Strictly the boolean: a missing claim, or a string "true" from a careless issuer, is unverified.
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    avatarUrl: picture(claims.picture),
  };
}

/**
 * Signs the person in with a new session (never reusing one the browser brought along, so a planted
 * cookie cannot become a signed-in session) and ends the session the browser had before, if any
 * (`ended`, so its live sockets can be closed). A suspended person signs in too: they may read
 * (decision 141).
 */
export async function signIn(db: Db, claims: IdentityClaims, previousToken: string | undefined) {
  const user = await upsertUser(db, profileFromClaims(claims));
  const ended = previousToken ? await deleteSession(db, previousToken) : null;
  return { ...(await createSession(db, user.id)), ended, suspended: user.bannedAt !== null };
}
