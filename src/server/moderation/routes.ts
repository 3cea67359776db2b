// Reports (any signed-in person) and the moderation API (moderators only; 404 for everyone else, so
// the admin area does not admit it exists). Thin: parse, check who, call the service.
import { say } from '../../domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../../domain/ids';
import { moderationInputSchema, reportInputSchema, REPORT_MSG } from '../../domain/safety/reports';
import { MSG } from '../../domain/schemas';
import { requireUser } from '../auth/guard';
import { notFound, parseWith } from '../http/errors';
import { isModerator, requireModerator } from './moderators';
import { moderationAd, moderationQueue } from './moderation-read';
import {
  banUser,
  dismissConversationReports,
  dismissReports,
  hideAd,
  MODERATION_MSG,
  restoreAd,
  unbanUser,
  type ModeratorCandidate,
} from './moderation-service';
import { reportAd } from './report-service';

function idParam(params: unknown, message: string = MSG.adNotFound): string {
  const id = (params as { id?: string }).id ?? '';
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export async function moderationRoutes(app: FastifyInstance) {
  app.post('/api/ads/:id/reports', async (request, reply) => {
    const user = requireUser(request, say('report.signIn'));
    const id = idParam(request.params);
    const input = parseWith(reportInputSchema, request.body ?? {}, REPORT_MSG.reasonRequired);
    await reportAd(app.db, user.id, id, input);
    reply.status(201);
    return { message: REPORT_MSG.thanks };
  });

  // Who may: checked before anything is parsed, so a stranger learns nothing from a 400.
  const moderator = (request: FastifyRequest) => requireModerator(request, app.config);
  const reasonOf = (request: FastifyRequest) =>
    parseWith(moderationInputSchema, request.body ?? {}, REPORT_MSG.reasonTooLong).reason;
  const isModeratorUser = (user: ModeratorCandidate) => isModerator(app.config, user);

  app.get('/api/admin/reports', async (request, reply) => {
    moderator(request);
    noStore(reply);
    return moderationQueue(app.db);
  });

  app.get('/api/admin/ads/:id', async (request, reply) => {
    moderator(request);
    noStore(reply);
    return moderationAd(app.db, idParam(request.params));
  });

  const adAction =
    (run: typeof dismissReports) =>
    async (request: FastifyRequest): Promise<{ ok: true }> => {
      const mod = moderator(request);
      await run(app.db, mod, idParam(request.params), reasonOf(request));
      return { ok: true };
    };
  app.post('/api/admin/ads/:id/dismiss', adAction(dismissReports));
  app.post('/api/admin/ads/:id/hide', adAction(hideAd));
  app.post('/api/admin/ads/:id/restore', adAction(restoreAd));

  // A reported conversation: dismissed here; its reported person is banned by the ban below.
  app.post('/api/admin/conversations/:id/dismiss', async (request) => {
    const mod = moderator(request);
    const id = idParam(request.params, MODERATION_MSG.conversationNotReported);
    await dismissConversationReports(app.db, mod, id, reasonOf(request));
    return { ok: true };
  });

  app.post('/api/admin/users/:id/ban', async (request) => {
    const mod = moderator(request);
    const userId = idParam(request.params, 'Seller not found.');
    await banUser(app.db, mod, userId, reasonOf(request), isModeratorUser);
    // The ban ended their sessions; their open chat sockets close too, on every copy.
    await app.sessionEnded({ userId, session: null });
    return { ok: true };
  });

  app.post('/api/admin/users/:id/unban', async (request) => {
    const mod = moderator(request);
    await unbanUser(app.db, mod, idParam(request.params, 'Seller not found.'), reasonOf(request));
    return { ok: true };
  });
}
