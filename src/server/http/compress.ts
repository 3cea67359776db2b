// Compresses a page the server writes per request (a server-drawn home is ~200 kB of HTML, ~20 kB
// compressed): on a 3G phone that is the difference between one second and a tenth of one. Static
// assets are compressed once at build time instead (scripts/build-web.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The body to send, compressed as the browser accepts (brotli, then gzip), with its headers set. */
export async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<Buffer | string> {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (Buffer.byteLength(body) < 1024) return body;
  if (/\bbr\b/.test(accepts)) {
    reply.header('Content-Encoding', 'br');
    // Quality 5: most of brotli's gain at a small cost per request.
    return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header('Content-Encoding', 'gzip');
    return gz(body, { level: 6 });
  }
  return body;
}
