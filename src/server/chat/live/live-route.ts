// GET /api/chat/live: the browser's WebSocket (decision 100). From our own origin only (a cross-site
// page could otherwise open it with the person's cookie); signed out, it is closed at once with the 'no
// session' code (personSocket, decision 225). On open the
// server says 'hello' and the browser reloads its chat data and unread counts: that is the catch-up
// after any dropped connection. A browser may also send messages here; a bad frame gets an error
// frame and the socket stays up for the other conversations.
import { say } from '../../../domain/messages';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_NO_SESSION_CLOSE } from '../../../domain/chat';
import { CHAT_FRAME_MAX_BYTES } from '../../../domain/limits';
import { CHAT_MSG, liveFrameSchema, messageInputSchema } from '../../../domain/schemas';
import { PERSON, personSocket, refuseSuspended } from '../../auth/guard';
import { findSessionUser, hashToken, SESSION_COOKIE } from '../../auth/sessions';
import { ApiError, forbidden } from '../../http/errors';
import { findUnstorable, unstorableError } from '../../http/storable-text';
import { sendMessage, type ChatDeps } from '../chat-service';
import type { LiveHub } from './hub';
import { send } from './hub';

const HEARTBEAT_MS = 30_000;

export async function liveRoute(app: FastifyInstance, { deps, hub }: { deps: ChatDeps; hub: LiveHub }) {
  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  const origin = new URL(app.config.publicUrl).origin;

  // Dead peers (a phone that lost its network) never send a close: ping, and drop who did not answer.
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, HEARTBEAT_MS).unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    '/api/chat/live',
    {
      websocket: true,
      config: PERSON,
      preValidation: async (request) => {
        if (request.headers.origin !== origin) throw forbidden(say('http.otherSite'));
      },
    },
    personSocket((socket, request, user) => {
      const userId = user.id;
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      // Signed in (PERSON above): the cookie carried a live session, whose end closes this socket (hub.ts).
      hub.add(userId, socket, hashToken(request.cookies[SESSION_COOKIE]!));
      socket.on('close', () => hub.remove(userId, socket));
      socket.on('message', (data, isBinary) => {
        alive.add(socket);
        void onFrame(deps, request, socket, isBinary ? null : data.toString());
      });
      send(socket, { type: 'hello' });
    }),
  );
}

async function onFrame(deps: ChatDeps, request: FastifyRequest, socket: WebSocket, text: string | null) {
  let ref: string | undefined;
  try {
    const parsed = parseJson(text);
    const frame = liveFrameSchema.safeParse(parsed);
    if (!frame.success) throw new ApiError(400, 'bad_frame', CHAT_MSG.badFrame);
    if (frame.data.type === 'ping') return send(socket, { type: 'pong' });
    ref = frame.data.ref;
    // A frame is a body that came past the HTTP edge: the same check for texts PostgreSQL cannot
    // store (decision 181), answered with the frame's ref.
    const unstorable = findUnstorable(parsed);
    if (unstorable) throw unstorableError(unstorable.path, unstorable.what);
    // The session may have ended since the socket opened (signed out elsewhere): check it per send.
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await findSessionUser(deps.db, token) : null;
    if (!user) {
      send(socket, { type: 'error', ref, code: 'unauthorized', message: 'Please sign in to continue.' });
      return socket.close(LIVE_NO_SESSION_CLOSE, 'signed out');
    }
    // A send is a change: the same ban guard as the routes' (decision 141).
    refuseSuspended(user);
    const input = messageInputSchema.safeParse({ body: frame.data.body, imageId: frame.data.imageId });
    if (!input.success)
      throw new ApiError(400, 'validation', input.error.issues[0]?.message ?? CHAT_MSG.badFrame);
    const conversationId = frame.data.conversationId.toLowerCase();
    const message = await sendMessage(deps, user.id, conversationId, input.data);
    send(socket, { type: 'sent', ref, messageId: message.id, conversationId });
  } catch (error) {
    if (error instanceof ApiError)
      return send(socket, { type: 'error', ref, code: error.code, message: error.message });
    deps.log.error({ err: error }, 'live frame failed');
    send(socket, {
      type: 'error',
      ref,
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
