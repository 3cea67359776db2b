// helmet with the strict CSP of docs/architecture.md §5. Images may come from our own /media and, for
// Google avatars, from googleusercontent.com.
// The headers are the same for every request, so helmet works them out once, at start, and app.ts's
// hook sets the finished list (decision 209): the Fastify plugin built helmet again for every request,
// the page's in-process API calls included.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

function securityHeaders(config: Config): HelmetOptions {
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

/** What helmet sets on every response of this configuration, read once from a response that only listens. */
export function securityHeaderValues(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    // helmet takes away X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  };
  helmet(securityHeaders(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}
