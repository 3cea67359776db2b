// A signed-in person as /api/me describes them, for the web's component and hook tests.
import type { SessionUser } from '../../../src/domain/api';

export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    name: 'Ayesha',
    email: 'a@example.pk',
    avatarUrl: null,
    defaultPhone: null,
    defaultCity: null,
    ...overrides,
  };
}
