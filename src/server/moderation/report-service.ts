// Reporting an ad. Under a lock on the reporter's row: one open report per person per ad
// (also a unique index, so two requests at once cannot both store one), REPORTS_PER_DAY a day, never
// one's own ad, never a hidden or missing ad.
import { DAY_MS, REPORTS_PER_DAY } from '../../domain/limits';
import { REPORT_MSG, type ReportInput } from '../../domain/safety/reports';
import { MSG } from '../../domain/schemas';
import type { Db } from '../db/client';
import { ApiError, notFound, tooMany } from '../http/errors';
import { lockUser } from '../auth/guard';
import { countReportsSince, findAdToReport, hasOpenReport, insertAdReport } from './moderation-repository';

export async function reportAd(
  db: Db,
  reporterId: string,
  adId: string,
  input: ReportInput,
  now = new Date(),
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, reporterId);
    const ad = await findAdToReport(tx, adId);
    if (!ad || ad.status === 'hidden') throw notFound(MSG.adNotFound);
    if (ad.userId === reporterId) throw new ApiError(400, 'own_ad', REPORT_MSG.ownAd);
    if (await hasOpenReport(tx, adId, reporterId))
      throw new ApiError(400, 'already_reported', REPORT_MSG.already);
    if ((await countReportsSince(tx, reporterId, new Date(now.getTime() - DAY_MS))) >= REPORTS_PER_DAY)
      throw tooMany(REPORT_MSG.perDay);
    const id = await insertAdReport(tx, { adId, reporterId, reason: input.reason, note: input.note, now });
    if (!id) throw new ApiError(400, 'already_reported', REPORT_MSG.already);
    return { id };
  });
}
