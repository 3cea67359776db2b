// The queue of new ads the alert job matches against saved searches (alerts/repository.ts). Ads put
// an ad in it inside the transaction that creates the ad, so an ad that exists is always queued and a
// rolled-back one never is. It lives here, below both, because alerts reads saved searches, which
// read ads' listing SQL: ads importing alerts would close that circle.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/tx';

export async function enqueueNewAd(tx: Tx, adId: string): Promise<void> {
  await tx.execute(sql`insert into alert_queue (ad_id) values (${adId}) on conflict do nothing`);
}
