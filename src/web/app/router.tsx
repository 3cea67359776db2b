// Every route of docs/product.md §2, from the route data in domain/categories.ts (the server's 404 reads it too). Pages load lazily, so a visitor on a phone downloads only the page they open.
import type { RouteObject } from 'react-router';
import { CATEGORIES, PAGE_PATHS, STUB_PAGES } from '../../domain/categories';
import { Layout } from './layout/layout';
import { PostLayout } from './layout/post-layout';
import { ModeratorsOnly } from './moderators-only';
import { NotFoundPage } from './not-found-page';
import { StubPage } from './stub-page';
import { RouteError } from './route-error';

// While the first page's code loads, the layout shows with an empty page area under it; without a
// HydrateFallback React Router renders nothing and warns in the console.
const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
  hydrateFallbackElement: <div className="min-h-[60vh]" aria-busy="true" />,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: PAGE_PATHS.home, ...page(() => import('../features/home/home-page')) },
      ...CATEGORIES.map<RouteObject>((category) => ({
        path: category.listingPath,
        handle: { category: category.key },
        ...page(() => import('../features/listings/listing-page')),
      })),
      ...STUB_PAGES.map<RouteObject>((stub) => ({
        path: stub.path,
        element: <StubPage title={stub.title} />,
      })),
      { path: PAGE_PATHS.myAds, ...page(() => import('../features/my-ads/my-ads-page')) },
      { path: PAGE_PATHS.settings, ...page(() => import('../features/settings/settings-page')) },
      { path: PAGE_PATHS.chat, ...page(() => import('../features/chat/inbox-page')) },
      { path: PAGE_PATHS.conversation, ...page(() => import('../features/chat/conversation-page')) },
      { path: PAGE_PATHS.saved, ...page(() => import('../features/saved/saved-page')) },
      {
        path: PAGE_PATHS.savedSearches,
        ...page(() => import('../features/saved-searches/saved-searches-page')),
      },
      {
        path: PAGE_PATHS.notifications,
        ...page(() => import('../features/notifications/notifications-page')),
      },
      { path: PAGE_PATHS.suspended, ...page(() => import('../features/account/suspended-page')) },
      {
        element: <ModeratorsOnly />,
        children: [
          { path: PAGE_PATHS.admin, ...page(() => import('../features/admin/admin-page')) },
          { path: PAGE_PATHS.adminAd, ...page(() => import('../features/admin/admin-ad-page')) },
        ],
      },
      { path: PAGE_PATHS.seller, ...page(() => import('../features/seller/seller-page')) },
      // /{section}/{id}: the page itself answers 'Ad not found.' for an unknown section or id.
      { path: PAGE_PATHS.ad, ...page(() => import('../features/ad-detail/ad-detail-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <PostLayout />,
    errorElement: <RouteError />,
    children: [
      { path: PAGE_PATHS.postBrand, ...page(() => import('../features/sell/brand-picker-page')) },
      { path: PAGE_PATHS.postModel, ...page(() => import('../features/sell/model-picker-page')) },
      { path: PAGE_PATHS.postForm, ...page(() => import('../features/sell/post-form-page')) },
      { path: PAGE_PATHS.editPost, ...page(() => import('../features/sell/edit-post-page')) },
    ],
  },
];

// main.tsx makes the browser router (with the server's hydration data); entry-server.tsx the static one.
