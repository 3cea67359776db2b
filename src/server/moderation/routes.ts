// Reports (any signed-in person) and the moderation API (moderators only; 404 for everyone else, so
// the admin area does not admit it exists). Thin: parse, check who, call the service.
import type { FastifyInstance } from 'fastify';
import {
  moderationAdResponseSchema,
  moderationDoneResponseSchema,
  moderationQueueResponseSchema,
  noContentSchema,
  reportResponseSchema,
  suspensionResponseSchema,
} from '../../domain/api-schemas';
import { banReviewInputSchema } from '../../domain/schemas/ban-review';
import { say } from '../../domain/messages';
import { moderationInputSchema, reportInputSchema, REPORT_MSG } from '../../domain/safety/reports';
import { MSG } from '../../domain/schemas';
import { idParamsSchema } from '../../domain/schemas/params';
import { reportAdFormSchema } from '../../domain/schemas/form-posts';
import { acceptFormPosts, backToPage, setFormFlash } from '../http/form-posts';
import { ApiError } from '../http/errors';
import { MODERATOR, PERSON, signedInUser } from '../auth/guard';
import { emptyIfMissing, typed } from '../http/contract';
import { isModerator } from '../auth/moderators';
import { moderationAd, moderationQueue } from './moderation-read';
import {
  banUser,
  closeReportedReview,
  dismissConversationReports,
  dismissPhotoMatchItem,
  dismissReports,
  hideAd,
  keepBan,
  MODERATION_MSG,
  restoreAd,
  unbanUser,
  type ModeratorCandidate,
} from './moderation-service';
import { reportAd } from './report-service';
import { askForBanReview, suspensionOf } from './suspension-service';
import { refreshGuidesOfAd } from '../price-guide/service';

// A missing body is an empty one: the note and the reason are optional.
const reportBody = emptyIfMissing(reportInputSchema);
const actionBody = emptyIfMissing(moderationInputSchema);

export async function moderationRoutes(app: FastifyInstance) {
  await app.register(reportRoutes);
  await app.register(suspensionRoutes);
  await app.register(adminRoutes);
}

/** A suspended person reads why, and asks once for a review (decision 189). */
async function suspensionRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  app.get(
    '/api/me/suspension',
    { config: PERSON, schema: { response: { 200: suspensionResponseSchema } } },
    async (request) => {
      return suspensionOf(app.db, signedInUser(request).id);
    },
  );
  app.post(
    '/api/me/suspension/review',
    {
      // The one change a suspended person may make: asking for their ban to be looked at again.
      config: { ...PERSON, banned: 'allowed', invalid: say('suspension.reviewRequired') },
      schema: { body: banReviewInputSchema, response: { 201: reportResponseSchema } },
    },
    async (request, reply) => {
      await askForBanReview(app.db, signedInUser(request).id, request.body.text);
      reply.status(201);
      return { message: say('suspension.reviewAsked') };
    },
  );
}

async function reportRoutes(plain: FastifyInstance) {
  acceptFormPosts(plain);
  const app = typed(plain);
  const config = {
    ...PERSON,
    signIn: say('report.signIn'),
    notFound: MSG.adNotFound,
    invalid: REPORT_MSG.reasonRequired,
  };
  app.post(
    '/api/ads/:id/reports',
    {
      config,
      schema: { params: idParamsSchema, body: reportBody, response: { 201: reportResponseSchema } },
    },
    async (request, reply) => {
      await reportAd(app.db, signedInUser(request).id, request.params.id, request.body);
      reply.status(201);
      return { message: REPORT_MSG.thanks };
    },
  );

  // 'Report' as a form, before the app has come or without it (decision 213): the same service behind
  // the same guards, then back to the ad with the thanks. Its own address, as a form's answers (303, a
  // page for an error) are not the JSON route's. A form sent twice (a tap before the app, replayed)
  // finds the open report the first one made and says so: one report, never two.
  app.post(
    '/api/ads/:id/reports/form',
    {
      config: { ...config, form: true },
      schema: { params: idParamsSchema, body: reportAdFormSchema, response: { 303: noContentSchema } },
    },
    async (request, reply) => {
      const { reason, note } = request.body;
      const notice = await reportAd(app.db, signedInUser(request).id, request.params.id, {
        reason,
        note,
      }).then(
        () => 'reported' as const,
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'already_reported')
            return 'alreadyReported' as const;
          throw error;
        },
      );
      setFormFlash(reply, app.config, 'notice', notice);
      return backToPage(request, reply);
    },
  );
}

async function adminRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  // Every route here is a moderator's (MODERATOR): anyone else reads 'Not found.', checked before
  // anything is parsed, so a stranger learns nothing from a 400 or a 404 (decisions 142 and 197).
  const isModeratorUser = (user: ModeratorCandidate) => isModerator(app.config, user);
  const action = (notFound: string) => ({
    config: { ...MODERATOR, notFound, invalid: REPORT_MSG.reasonTooLong },
    schema: { params: idParamsSchema, body: actionBody, response: { 200: moderationDoneResponseSchema } },
  });

  const queue = { config: MODERATOR, schema: { response: { 200: moderationQueueResponseSchema } } };
  app.get('/api/admin/reports', queue, async () => {
    return moderationQueue(app.db);
  });

  app.get(
    '/api/admin/ads/:id',
    {
      config: { ...MODERATOR, notFound: MSG.adNotFound },
      schema: { params: idParamsSchema, response: { 200: moderationAdResponseSchema } },
    },
    async (request) => {
      return moderationAd(app.db, request.params.id);
    },
  );

  // Hiding and restoring change what browsing shows (decision 163); dismissing leaves the ad as it was.
  for (const [verb, run, changesBrowsing] of [
    ['dismiss', dismissReports, false],
    ['hide', hideAd, true],
    ['restore', restoreAd, true],
  ] as const)
    app.post(`/api/admin/ads/:id/${verb}`, action(MSG.adNotFound), async (request) => {
      await run(app.db, signedInUser(request), request.params.id, request.body.reason);
      if (changesBrowsing) {
        await app.adsChanged();
        // A hidden ad stops counting in its price guides, a restored one counts again (decision 193).
        await refreshGuidesOfAd(app.db, request.params.id).catch((err: unknown) =>
          app.log.warn({ err }, 'price guides could not be counted'),
        );
      }
      return { ok: true as const };
    });

  // A reported conversation: dismissed here; its reported person is banned by the ban below.
  app.post(
    '/api/admin/conversations/:id/dismiss',
    action(MODERATION_MSG.conversationNotReported),
    async (request) => {
      await dismissConversationReports(app.db, signedInUser(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  // A photo match that is no stolen photo (decision 194); a stolen one is hidden from its ad's page.
  app.post(
    '/api/admin/photo-matches/:id/dismiss',
    action(MODERATION_MSG.photoMatchNotFound),
    async (request) => {
      await dismissPhotoMatchItem(app.db, signedInUser(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  // A reported review of a person (decision 184): removed from every page, or its reports dismissed.
  for (const [verb, remove] of [
    ['remove', true],
    ['dismiss', false],
  ] as const)
    app.post(
      `/api/admin/user-reviews/:id/${verb}`,
      action(MODERATION_MSG.reviewNotReported),
      async (request) => {
        await closeReportedReview(
          app.db,
          signedInUser(request),
          request.params.id,
          request.body.reason,
          remove,
        );
        return { ok: true as const };
      },
    );

  app.post('/api/admin/users/:id/ban', action(say('moderation.userNotFound')), async (request) => {
    const userId = request.params.id;
    await banUser(app.db, signedInUser(request), userId, request.body.reason, isModeratorUser);
    // A banned seller's ads leave browsing at once.
    await app.adsChanged();
    // Their open chat sockets close on every copy; their sessions stay, to tell them why (decision 189).
    await app.sessionEnded({ userId, session: null });
    return { ok: true as const };
  });

  // A review request answered by keeping the ban; lifting it is the unban above.
  app.post('/api/admin/reviews/:id/keep-ban', action(say('moderation.reviewNotFound')), async (request) => {
    await keepBan(app.db, signedInUser(request), request.params.id, request.body.reason);
    return { ok: true as const };
  });

  app.post('/api/admin/users/:id/unban', action(say('moderation.userNotFound')), async (request) => {
    await unbanUser(app.db, signedInUser(request), request.params.id, request.body.reason);
    await app.adsChanged();
    return { ok: true as const };
  });
}
