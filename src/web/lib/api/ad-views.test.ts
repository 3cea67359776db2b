// After an ad is posted, edited, marked or deleted, the queries that show ads are asked again and the
// rest of what the person has open (chats, notifications, saved searches, numbers, who is signed in)
// is left alone. The keys come from the very options the pages use, so a query whose key leaves the
// set of ad views fails here.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { refreshAdViews } from './ad-views';
import { getSessionQueryOptions } from './session';
import { getUnreadQueryOptions } from './chat';
import { getUnreadCountQueryOptions } from './notifications';
import { getSavedAdIdsQueryOptions } from './saved-ads';
import { getTrendingQueryOptions } from './trending';
import { phoneKeys } from './phones';
import { chatKeys } from '../chat-keys';
import { getAdQueryOptions } from '../../features/ad-detail/api/use-ad';
import { getSimilarAdsQueryOptions } from '../../features/ad-detail/api/use-similar-ads';
import { getHomeRowsQueryOptions } from '../../features/home/api/use-home-rows';
import { getLocationsQueryOptions } from '../../features/home/api/use-locations';
import { getSearchQueryOptions, homeSearchOf } from '../../features/home/api/use-search';
import { getFacetsQueryOptions } from '../../features/listings/api/use-facets';
import { getListingQueryOptions } from '../../features/listings/api/use-listing';
import { myAdsKeys } from '../../features/my-ads/api/my-ads';
import { getNotificationsQueryOptions } from '../../features/notifications/api/notifications';
import { getSellerAdsQueryOptions } from '../../features/seller/api/use-seller-ads';
import { getSellerQueryOptions } from '../../features/seller/api/use-seller';

it('marks stale every query that shows ads, and none of the others', async () => {
  const client = new QueryClient();
  const shows: QueryKey[] = [
    getListingQueryOptions('category=mobile-phones').queryKey,
    getFacetsQueryOptions('category=mobile-phones').queryKey,
    getAdQueryOptions('ad-1').queryKey,
    getSimilarAdsQueryOptions('ad-1').queryKey,
    getHomeRowsQueryOptions('').queryKey,
    getSearchQueryOptions(homeSearchOf(new URLSearchParams('q=iphone'))).queryKey,
    myAdsKeys.all,
    getSellerQueryOptions('seller-1').queryKey,
    getSellerAdsQueryOptions('seller-1', 1).queryKey,
    getSavedAdIdsQueryOptions(client).queryKey,
    getTrendingQueryOptions().queryKey,
  ];
  const others: QueryKey[] = [
    getSessionQueryOptions().queryKey,
    getUnreadQueryOptions(client).queryKey,
    chatKeys.inbox,
    getUnreadCountQueryOptions(client).queryKey,
    getNotificationsQueryOptions(client).queryKey,
    ['saved-searches'],
    phoneKeys.verified,
    getLocationsQueryOptions().queryKey,
  ];
  for (const key of [...shows, ...others]) client.setQueryData(key, {});
  await refreshAdViews(client);
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
  expect(shows.filter((key) => !stale(key))).toEqual([]);
  expect(others.filter(stale)).toEqual([]);
});
