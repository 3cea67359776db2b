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
  if (!isCategoryKey(row.sCategory)) return undefined;
  return {
    id: row.adId,
    category: row.sCategory,
    title: row.sTitle,
    brand: '',
    model: '',
    price: Number(row.sPrice),
    location: row.sLocation,
    createdAt: isoTime(row.savedAt),
    cover: row.sCover,
    imageCount: row.sCover ? 1 : 0,
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
    return ad ? [{ ad, state, savedAt: isoTime(row.savedAt) }] : [];
  });
}
