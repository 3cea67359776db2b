// A new ad waits here to be matched against saved searches (decision 092). Written in the transaction
// that creates the ad, so an ad that exists is always queued and a rolled-back one never is; the
// matching itself runs later, in the alert job, never in the request.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/tx';

export async function enqueueNewAd(tx: Tx, adId: string): Promise<void> {
  await tx.execute(sql`insert into alert_queue (ad_id) values (${adId}) on conflict do nothing`);
}
