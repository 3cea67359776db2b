// Reporting an ad. Under a lock on the reporter's row: one open report per person per ad
// (also a unique index, so two requests at once cannot both store one), REPORTS_PER_DAY a day, never
// one's own ad, never a hidden or missing ad.
import { sql } from 'drizzle-orm';
import { DAY_MS, REPORTS_PER_DAY } from '../../domain/limits';
import { REPORT_MSG, type ReportInput } from '../../domain/safety/reports';
import { MSG } from '../../domain/schemas';
import type { Db } from '../db/client';
import { ApiError, notFound, tooMany } from '../http/errors';
import { lockUser } from '../auth/suspended';

export async function reportAd(
  db: Db,
  reporterId: string,
  adId: string,
  input: ReportInput,
  now = new Date(),
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, reporterId);
    const { rows: ads } = await tx.execute<{ user_id: string; status: string }>(
      sql`select user_id, status from ads where id = ${adId}`,
    );
    const ad = ads[0];
    if (!ad || ad.status === 'hidden') throw notFound(MSG.adNotFound);
    if (ad.user_id === reporterId) throw new ApiError(400, 'own_ad', REPORT_MSG.ownAd);
    const { rows: open } = await tx.execute(sql`
      select 1 from ad_reports where ad_id = ${adId} and reporter_id = ${reporterId} and status = 'open'`);
    if (open.length > 0) throw new ApiError(400, 'already_reported', REPORT_MSG.already);
    const { rows: counted } = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from ad_reports
      where reporter_id = ${reporterId} and created_at > ${new Date(now.getTime() - DAY_MS).toISOString()}`);
    if (Number(counted[0]?.n ?? 0) >= REPORTS_PER_DAY) throw tooMany(REPORT_MSG.perDay);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into ad_reports (ad_id, reporter_id, reason, note, created_at)
      values (${adId}, ${reporterId}, ${input.reason}, ${input.note}, ${now.toISOString()})
      on conflict (ad_id, reporter_id) where status = 'open' do nothing
      returning id`);
    if (!rows[0]) throw new ApiError(400, 'already_reported', REPORT_MSG.already);
    return { id: rows[0].id };
  });
}
