// /saved: every saved ad, newest saved first, marked when it is no longer for sale.
import type { AdSummary, SavedAdItem, SavedAdState } from '../../domain/api';
import { isCategoryKey } from '../../domain/categories';
import type { Db } from '../db/client';
import { toSummary, type SummaryRow } from '../ads/summary';
import { isoTime } from '../db/tx';
import { listSaved, type SavedRow } from './repository';

function stateOf(status: string | null): SavedAdState {
  if (status === 'active' || status === 'sold' || status === 'expired') return status;
  return 'removed'; // deleted (no row) or hidden by moderators
}

/** A removed ad's card from the snapshot: what the person saw when they saved it. */
function fromSnapshot(row: SavedRow): AdSummary | undefined {
  if (!isCategoryKey(row.s_category)) return undefined;
  return {
    id: row.ad_id,
    category: row.s_category,
    title: row.s_title,
    brand: '',
    model: '',
    price: Number(row.s_price),
    location: row.s_location,
    createdAt: isoTime(row.saved_at),
    cover: row.s_cover,
    imageCount: row.s_cover ? 1 : 0,
    highlights: [],
    // Gone or hidden: no longer for sale (the saved page marks it 'removed').
    status: 'hidden',
  };
}

export async function savedAds(db: Db, userId: string): Promise<SavedAdItem[]> {
  const rows = await listSaved(db, userId);
  return rows.flatMap((row) => {
    const state = stateOf(row.status);
    const ad = state === 'removed' ? fromSnapshot(row) : toSummary(row as SavedRow & SummaryRow);
    return ad ? [{ ad, state, savedAt: isoTime(row.saved_at) }] : [];
  });
}
