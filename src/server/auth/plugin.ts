// Sign-in (OpenID Connect) and sessions. Filled in by the sign-in work (issue 3).
import fp from 'fastify-plugin';

export const authPlugin = fp(async () => {}, { name: 'auth' });
