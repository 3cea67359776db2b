// helmet with the strict CSP of docs/architecture.md §5. Images may come from our own /media and, for
// Google avatars, from googleusercontent.com.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

export function securityHeaders(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://*.googleusercontent.com',
          ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : []),
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(config.google ? ['https://accounts.google.com'] : [])],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  };
}
