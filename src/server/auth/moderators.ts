// Moderators are the people whose email is in ADMIN_EMAILS and whose issuer verified that email at
// sign-in (decision 142). This is the one test of moderator rights, wherever they matter. Everything of
// /api/admin answers 404 to anyone else, signed out included: the admin area does not admit it exists.
import type { Config } from '../config';
import type { User } from '../db/schema';

export function isModerator(
  config: Pick<Config, 'adminEmails'>,
  user: Pick<User, 'email' | 'emailVerified'> | null,
): boolean {
  const email = user?.email?.trim().toLowerCase();
  return Boolean(email && user?.emailVerified === true && config.adminEmails.includes(email));
}
