// The rate limit of every sign-in route: the app's /auth routes and the development issuer alike.
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from '../../domain/limits';

export const signInRateLimit = { rateLimit: { max: SIGN_IN_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } };
