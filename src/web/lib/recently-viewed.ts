// Recently viewed ads: the last RECENTLY_VIEWED_MAX ads a person opened, kept in this
// browser only (nothing on the server), newest first, as the cards need them. They are that person's
// (decision 144): forgotten when the signed-in person leaves (lib/service-worker.ts), and not shown
// while the page cannot tell who is there (offline, /api/me unanswered).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdSummary } from '../../domain/api';
import { RECENTLY_VIEWED_MAX } from '../../domain/limits';
import { getSessionQueryOptions } from './api/session';

const KEY = 'bs-recently-viewed';

function readRecentlyViewed(): AdSummary[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as AdSummary[]).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the ad first (once), keeping the newest RECENTLY_VIEWED_MAX. */
function addRecentlyViewed(ad: AdSummary): void {
  const card: AdSummary = {
    id: ad.id,
    category: ad.category,
    title: ad.title,
    brand: ad.brand,
    model: ad.model,
    price: ad.price,
    location: ad.location,
    createdAt: ad.createdAt,
    cover: ad.cover,
    imageCount: ad.imageCount,
    status: ad.status,
    highlights: ad.highlights,
  };
  const list = [card, ...readRecentlyViewed().filter((a) => a.id !== ad.id)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the row simply does not show.
  }
}

export function useRecordView(ad: AdSummary): void {
  useEffect(() => addRecentlyViewed(ad), [ad]);
}

/** Forgets them all: the person they were opened by has gone. */
export function clearRecentlyViewed(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

export function useRecentlyViewed(): AdSummary[] {
  const known = useQuery(getSessionQueryOptions()).isSuccess;
  const [ads, setAds] = useState<AdSummary[]>([]);
  useEffect(() => setAds(known ? readRecentlyViewed() : []), [known]);
  return ads;
}
