// /seller/:id, a seller's page (decision 185): who they are and their listed ads, newest first and
// paged. For signed-in people, as the ad page (docs/product.md §6): the server says 404 for a person
// with no page and 401 for one that has, so a signed-out visitor to a dead link reads 'Seller not
// found' instead of a sign-in prompt.
import { lazy, Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { OWN_SELLER_ID, sellerPath } from '../../../domain/categories';
import { useSession } from '../../lib/session';
import { NotFoundNotice } from '../../components/not-found-notice';
import { RequireSignIn } from '../../components/require-sign-in';
import { AdGrid, AdGridSkeleton } from '../../components/ad-card/ad-grid';
import { Pagination } from '../../components/ui/pagination';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api/client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/translation';
import type { SellerProfile } from '../../../domain/api';
import { pageOf, useSellerAds } from './api/use-seller-ads';
import { useSeller } from './api/use-seller';
import { SellerCard } from './components/seller-card';

// Reviews come in a chunk of their own (with their texts); the server draws them with the page.
const ReviewsSection = lazy(() => import('../../components/reviews/reviews-section'));

export function Component() {
  const { id = '' } = useParams();
  if (id === OWN_SELLER_ID) return <OwnPage />;
  return <SellerPage key={id} id={id} />;
}

/** '/seller/me' (the account menu's link): the person's own page, at its own address once known. */
function OwnPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.id) return <Navigate to={sellerPath(user.id)} replace />;
  if (user === null) return <RequireSignIn reason={t('seller.signInToSee')}>{null}</RequireSignIn>;
  return <SellerSkeleton />;
}

function SellerPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const seller = useSeller(id);
  if (seller.isPending) return <SellerSkeleton />;
  if (seller.isError) {
    const status = seller.error instanceof ApiRequestError ? seller.error.status : undefined;
    if (status === 404) return <SellerNotFound />;
    if (status === 401) return <RequireSignIn reason={t('seller.signInToSee')}>{null}</RequireSignIn>;
    return (
      <LoadError
        title={t('seller.loadFailed')}
        message={t.error(seller.error, seller.error.message)}
        onRetry={() => void seller.refetch()}
      />
    );
  }
  return <SellerView seller={seller.data} onChanged={() => seller.refetch()} />;
}

function SellerView({ seller, onChanged }: { seller: SellerProfile; onChanged: () => unknown }) {
  useDocumentTitle(seller.name);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <SellerCard seller={seller} />
      <Suspense fallback={<Skeleton className="mt-6 h-24" />}>
        <ReviewsSection seller={seller} onChanged={onChanged} />
      </Suspense>
      <SellerAds seller={seller} />
    </div>
  );
}

function SellerAds({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const ads = useSellerAds(seller.id, page);
  // Not 'Ads by {name}': a name in another script than the page's would turn the heading around.
  const heading = t('seller.ads');
  return (
    <section aria-labelledby="seller-ads" className="mt-6">
      <h2 id="seller-ads" className="mb-4 text-xl font-bold">
        {heading} <span className="text-muted">({seller.activeCount})</span>
      </h2>
      {ads.isPending ? (
        <AdGridSkeleton count={4} />
      ) : ads.isError ? (
        <LoadError
          title={t('seller.loadFailed')}
          message={t.error(ads.error, ads.error.message)}
          onRetry={() => void ads.refetch()}
        />
      ) : ads.data.items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-center text-muted">
          {t('seller.noAds')}
        </p>
      ) : (
        <>
          <AdGrid ads={ads.data.items} label={heading} eagerCount={page === 1 ? 4 : 0} />
          <Pagination
            page={page}
            pageCount={ads.data.pageCount}
            hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
          />
        </>
      )}
    </section>
  );
}

function SellerNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundNotice
      title={t('seller.notFound')}
      heading={t('seller.notFound')}
      text={t('seller.notFoundText')}
    />
  );
}

function SellerSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" role="status" aria-label={t('seller.loading')}>
      <div className="flex items-center gap-4 rounded-2xl border border-line bg-white p-5">
        <Skeleton className="h-20 w-20 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
    </div>
  );
}
