// GET /api/ads/:id: one ad for its detail page (signed in only; 404 for an unknown or malformed id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdDetail } from '../../../../domain/api';
import { api, ApiRequestError } from '../../../lib/api/client';

const adKeys = { detail: (id: string) => ['ads', 'detail', id] as const };

const adUrl = (id: string) => `/api/ads/${encodeURIComponent(id)}`;

export const getAdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adKeys.detail(id),
    queryFn: ({ signal }) => api<AdDetail>(adUrl(id), { signal }),
    // 'Ad not found.' will not change on a second try; a dropped connection might.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    // A page drawn by the server as 'sign in' (401) or 'not found' (404) is hydrated as that answer and
    // not asked again on mount; otherwise both sides would draw the loading state over it.
    retryOnMount: false,
  });

export function useAd(id: string) {
  const ad = useQuery(getAdQueryOptions(id));
  const drawn = ad.isSuccess && !ad.isFetchedAfterMount;
  useEffect(() => {
    // An ad the server drew came inside the page, which a signed-in person's worker does not keep
    // (decision 144); an ad opened in the app came as its answer, which the worker keeps until its
    // person changes. So the ad's answer is asked once more, in the background, and the worker keeps
    // it as it would have: opened either way, the ad opens offline later. A card's link tapped before
    // the app started is such a page load (decision 166).
    if (!drawn || !navigator.serviceWorker?.controller) return;
    void fetch(adUrl(id), { credentials: 'same-origin' }).catch(() => undefined);
  }, [drawn, id]);
  return ad;
}
