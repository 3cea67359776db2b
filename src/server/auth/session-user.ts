import type { User } from '../db/schema';
import type { SessionUser } from '../../domain/api';

/** What the web app may know about the signed-in person: no issuer, subject or timestamps. */
export function toSessionUser(u: User, isModerator = false): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    avatarUrl: u.avatarUrl,
    defaultPhone: u.defaultPhone,
    defaultCity: u.defaultCity,
    displayName: u.displayName,
    isModerator,
    ...(u.bannedAt ? { suspended: true } : {}),
  };
}
