// Every route of SPEC §2. Pages load lazily, so a visitor on a phone downloads only the page they open.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CATEGORIES, STUB_PAGES } from '../../domain/categories';
import { Layout } from './layout/layout';
import { PostLayout } from './layout/post-layout';
import { ModeratorsOnly } from './moderators-only';
import { NotFoundPage } from './not-found-page';
import { StubPage } from './stub-page';
import { RouteError } from './route-error';

const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('../features/home/home-page')) },
      ...CATEGORIES.map<RouteObject>((category) => ({
        path: category.listingPath,
        handle: { category: category.key },
        ...page(() => import('../features/listings/listing-page')),
      })),
      ...STUB_PAGES.map<RouteObject>((stub) => ({
        path: stub.path,
        element: <StubPage title={stub.title} />,
      })),
      { path: '/my-ads', ...page(() => import('../features/my-ads/my-ads-page')) },
      { path: '/settings', ...page(() => import('../features/settings/settings-page')) },
      {
        element: <ModeratorsOnly />,
        children: [
          { path: '/admin', ...page(() => import('../features/admin/admin-page')) },
          { path: '/admin/ads/:id', ...page(() => import('../features/admin/admin-ad-page')) },
        ],
      },
      // /{section}/{id}: the page itself answers 'Ad not found.' for an unknown section or id.
      { path: '/:section/:id', ...page(() => import('../features/ad-detail/ad-detail-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <PostLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/post/:category', ...page(() => import('../features/sell/brand-picker-page')) },
      { path: '/post/:category/:brand', ...page(() => import('../features/sell/model-picker-page')) },
      { path: '/post/:category/:brand/:model', ...page(() => import('../features/sell/post-form-page')) },
      { path: '/edit-post/:id', ...page(() => import('../features/sell/edit-post-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
