// Which database a read goes to (decisions 147 and 148). Reads that may be a moment behind ask
// `app.readerFor(request)`: a replica in rotation, unless this person changed something a moment
// ago and no replica has replayed that change yet; then the primary. "A moment ago" travels in the
// signed cookie bs_lsn (the primary's WAL position after their last change, and until when it
// matters), so any copy of the app behind the load balancer routes their next read the same way.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import { formatLsn, parseLsn } from '../db/replicas';

export const READ_AFTER_COOKIE = 'bs_lsn';

export interface Reader {
  db: Db;
  /**
   * This person changed something within the last moments: shared caches may hold an answer loaded
   * from a replica that had not replayed it yet, so their read goes around them.
   */
  ownWritePending: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The handle for browse-type reads of this request: a replica, or the primary (decision 147). */
    readerFor(request?: FastifyRequest): Reader;
  }
}

/** A key only the app's copies share: derived from the OAuth client secret, as the sign-in cookie's (decision 011). */
function cookieKey(clientSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', clientSecret, 'bs-read-after', 'read-after-write cookie v1', 32));
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

/** `<WAL position>.<until, ms>.<signature>`, or undefined for anything else (forged, old, malformed). */
export function readAfterPosition(key: Buffer, cookie: string | undefined, now: number): bigint | undefined {
  const parts = cookie?.split('.');
  if (parts?.length !== 3) return undefined;
  const [lsn, until, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(key, `${lsn}.${until}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!(Number(until) > now)) return undefined;
  try {
    return parseLsn(lsn);
  } catch {
    return undefined;
  }
}

export const readYourWrites = fp(
  async (app: FastifyInstance, opts: { database: Database; secret: string }) => {
    const replicas = opts.database.replicas;
    const primary: Reader = { db: opts.database.db, ownWritePending: false };
    if (!replicas) {
      app.decorate('readerFor', () => primary);
      return;
    }
    const key = cookieKey(opts.secret);
    // A replica in rotation is at most REPLICA_MAX_LAG_MS (plus one probe) behind, so after twice
    // that every replica in rotation has the change and the cookie can go.
    const keepMs = 2 * app.config.replicaMaxLagMs + 1000;

    app.decorate('readerFor', (request?: FastifyRequest): Reader => {
      const after = request && readAfterPosition(key, request.cookies[READ_AFTER_COOKIE], Date.now());
      return { db: replicas.reader(after), ownWritePending: after !== undefined };
    });

    // After every change that succeeded, the primary's position now covers it: it was committed
    // before the handler answered.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
      try {
        const lsn = formatLsn(await replicas.primaryPosition());
        const until = Date.now() + keepMs;
        reply.setCookie(READ_AFTER_COOKIE, `${lsn}.${until}.${sign(key, `${lsn}.${until}`)}`, {
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.production,
          path: '/',
          maxAge: Math.ceil(keepMs / 1000),
        });
      } catch (error) {
        // The primary stopped answering after the change: this person's reads may be a moment behind.
        request.log.warn({ err: error }, 'cannot read the primary WAL position after a change');
      }
      return payload;
    });
  },
  { name: 'read-your-writes', dependencies: ['@fastify/cookie'] },
);
