// The pages drawn on the server: home, the 14 listings, the ad page and a seller's page, each with the
// queries its first screen needs. They are fetched under the very query options the pages' hooks use,
// so the browser finds them in its cache and draws the same page. Any query left out is simply
// 'pending' on both sides and fetched by the browser after hydration, as before.
import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
import {
  adPath,
  categoryBySection,
  getCategory,
  isCategoryKey,
  OWN_SELLER_ID,
  PAGE_PATHS,
  type Category,
} from '../../domain/categories';
import { cachedUser, getSessionQueryOptions } from '../lib/session';
import { getUnreadQueryOptions } from '../lib/api/chat';
import { getUnreadCountQueryOptions } from '../lib/api/notifications';
import { getTrendingQueryOptions } from '../lib/api/trending';
import { getHomeRowsQueryOptions } from '../features/home/api/use-home-rows';
import { getSearchQueryOptions, homeSearchOf, isSearching } from '../features/home/api/use-search';
import { getListingQueryOptions } from '../features/listings/api/use-listing';
import { getFacetsQueryOptions } from '../features/listings/api/use-facets';
import { getLocationsQueryOptions } from '../features/home/api/use-locations';
import { facetApiParams, listingApiParams } from '../features/listings/listing-params';
import { getAdQueryOptions } from '../features/ad-detail/api/use-ad';
import { getSimilarAdsQueryOptions } from '../features/ad-detail/api/use-similar-ads';
import { keepOnlyTheTopBar } from './ssr-privacy';
import { getSellerQueryOptions } from '../features/seller/api/use-seller';
import { getSellerAdsQueryOptions, pageOf } from '../features/seller/api/use-seller-ads';

type Match = StaticHandlerContext['matches'][number];

export interface SsrPage {
  /** The page's module as Vite's manifest names it, so the server can preload its chunk. */
  module: string;
  /** Fills the cache; answers a redirect when the page lives at another address. */
  prefetch(client: QueryClient, url: URL, match: Match): Promise<{ redirect?: string }>;
  /** The ad this page's 'Report' names, once prefetched, when the person may report it (decision 213). */
  reportable?(client: QueryClient, match: Match): { adId: string; back: string } | undefined;
  /** The listing whose filters the server's 'Filters' popover offers (decision 216). */
  filterable?(url: URL, match: Match): { category: Category; params: URLSearchParams } | undefined;
}

const listingCategoryOf = (match: Match) => {
  const category = (match.route.handle as { category?: unknown } | undefined)?.category;
  return isCategoryKey(category) ? category : undefined;
};

const home: SsrPage = {
  module: 'features/home/home-page.tsx',
  async prefetch(client, url) {
    const search = homeSearchOf(url.searchParams);
    await Promise.all([
      client.prefetchQuery(getHomeRowsQueryOptions(search.location)),
      // The location picker's list: read after hydration it was a second render of the search box on
      // every visit, in the moments a budget phone is busiest (decision 132); and the list's code is
      // then never part of home's first load (features/home/api/use-locations.ts).
      client.prefetchQuery(getLocationsQueryOptions()),
      isSearching(search) ? client.prefetchQuery(getSearchQueryOptions(search)) : undefined,
    ]);
    return {};
  },
};

const listing: SsrPage = {
  module: 'features/listings/listing-page.tsx',
  async prefetch(client, url, match) {
    const category = listingCategoryOf(match);
    if (category)
      await Promise.all([
        client.prefetchQuery(getListingQueryOptions(listingApiParams(category, url.searchParams).toString())),
        // The filters' values and counts (decision 132), under the page's own key.
        client.prefetchQuery(getFacetsQueryOptions(facetApiParams(category, url.searchParams).toString())),
      ]);
    return {};
  },
  filterable(url, match) {
    const category = listingCategoryOf(match);
    return category ? { category: getCategory(category), params: url.searchParams } : undefined;
  },
};

const ad: SsrPage = {
  module: 'features/ad-detail/ad-detail-page.tsx',
  async prefetch(client, _url, match) {
    const { section = '', id = '' } = match.params;
    if (!categoryBySection(section)) return {};
    const options = getAdQueryOptions(id);
    // 'Similar ads' are asked beside the ad, so they are in the first HTML at no extra wait; a
    // missing or signed-out ad answers both the same way (decision 195).
    await Promise.all([client.prefetchQuery(options), client.prefetchQuery(getSimilarAdsQueryOptions(id))]);
    // One address per ad: the page would move there in the browser, the server says so at once.
    const found = client.getQueryData(options.queryKey);
    if (found && categoryBySection(section)?.key !== found.category)
      return { redirect: adPath(found.category, found.id) };
    return {};
  },
  reportable(client, match) {
    const found = client.getQueryData(getAdQueryOptions(match.params.id ?? '').queryKey);
    return found && !found.isOwner ? { adId: found.id, back: adPath(found.category, found.id) } : undefined;
  },
};

const seller: SsrPage = {
  module: 'features/seller/seller-page.tsx',
  async prefetch(client, url, match) {
    const { id = '' } = match.params;
    // '/seller/me' is drawn as the browser draws it before it knows who is signed in: nothing to ask.
    if (id === OWN_SELLER_ID) return {};
    // The ads are asked beside the person: a signed-out or missing one answers both the same way.
    await Promise.all([
      client.prefetchQuery(getSellerQueryOptions(id)),
      client.prefetchQuery(getSellerAdsQueryOptions(id, pageOf(url.searchParams))),
    ]);
    return {};
  },
};

/** The server-drawn page for the deepest matched route, if it is one. */
export function ssrPageFor(matches: Match[]): SsrPage | undefined {
  const route = matches.at(-1)?.route;
  if (!route) return undefined;
  if (route.path === PAGE_PATHS.home) return home;
  if ((route.handle as { category?: unknown } | undefined)?.category) return listing;
  if (route.path === PAGE_PATHS.ad) return ad;
  if (route.path === PAGE_PATHS.seller) return seller;
  return undefined;
}

/**
 * What the layout of every page shows: who is signed in (the top bar) and the footer's trending
 * searches, which would otherwise stay grey bars on a page read without JavaScript. For a signed-in
 * person also the chat badge and the bell's number: asked after hydration, each answer re-rendered
 * the page synchronously on a slow phone (decision 132). Of the person, the page carries only what the
 * top bar draws; their email, phone, id and saved ads (the hearts) the browser asks for itself
 * (decision 144). The page is then personal, and no cache keeps it (src/server/http/page-privacy.ts).
 */
export async function prefetchLayout(client: QueryClient): Promise<void> {
  await Promise.all([
    client.prefetchQuery(getSessionQueryOptions()),
    client.prefetchQuery(getTrendingQueryOptions()),
  ]);
  if (!cachedUser(client)) return;
  keepOnlyTheTopBar(client);
  await Promise.all([
    client.prefetchQuery(getUnreadQueryOptions(client)),
    client.prefetchQuery(getUnreadCountQueryOptions(client)),
  ]);
}
