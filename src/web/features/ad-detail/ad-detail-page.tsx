// The ad page, /{section}/{id} (docs/product.md §2 "Ad detail"): for signed-in people only (docs/product.md §6).
import { lazy } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { AdDetail } from '../../../domain/api';
import { adPath, categoryBySection, getCategory } from '../../../domain/categories';
import { RequireSignIn } from '../../components/require-sign-in';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api/client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRecordView } from '../../lib/recently-viewed';
import { useAd } from './api/use-ad';
import { AdNotFound } from './components/ad-not-found';
import { AdSummary } from './components/ad-summary';
import { ContactCard } from './components/contact-card';
import { OwnerCard } from './components/owner-card';
import { SafetyNote } from './components/safety-note';
import { DetailsList } from './components/details-list';
import { Gallery } from './components/gallery';
import { useSimilarAds } from './api/use-similar-ads';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enOwner } from '../../i18n/en-owner';
import { enAdPage } from '../../i18n/en-ad-page';
import { HydrationBoundary } from '../../lib/hydration-boundary';

const SimilarAds = lazy(() => import('./components/similar-ads'));

export function Component() {
  useEnglishSection('owner', enOwner);
  useEnglishSection('adPage', enAdPage);
  const { section = '', id = '' } = useParams();
  if (!categoryBySection(section)) return <AdNotFound />;
  return <AdPage key={id} id={id} section={section} />;
}

// The ad is asked for signed out too: the server says 404 for a missing ad and 401 for one that
// exists, so a signed-out visitor to a dead link reads 'Ad not found.' instead of a sign-in prompt.
function AdPage({ id, section }: { id: string; section: string }) {
  const { t } = useTranslation();
  const ad = useAd(id);
  if (ad.isPending) return <AdPageSkeleton />;
  if (ad.isError) {
    const status = ad.error instanceof ApiRequestError ? ad.error.status : undefined;
    if (status === 404) return <AdNotFound />;
    if (status === 401) return <RequireSignIn reason={t('ad.signInToSee')}>{null}</RequireSignIn>;
    return (
      <LoadError
        title={t('ad.loadFailed')}
        message={t.error(ad.error, ad.error.message)}
        onRetry={() => void ad.refetch()}
      />
    );
  }
  // One address per ad: /motors/{id of a phone} moves to /mobile-phones/{id}, so shared links agree.
  if (categoryBySection(section)?.key !== ad.data.category)
    return <Navigate replace to={adPath(ad.data.category, ad.data.id)} />;
  return <AdView ad={ad.data} />;
}

function AdView({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  // Nothing is drawn while they are asked for, on an error or when there are none (and their chunk is
  // then never fetched): the ad is the page, these are an extra.
  const similar = useSimilarAds(ad.id).data;
  useDocumentTitle(ad.title);
  useRecordView(ad);
  const category = getCategory(ad.category);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t('ad.breadcrumb')} className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-muted">
          <li>
            <Link
              to="/"
              className="inline-flex min-h-11 min-w-11 items-center hover:text-brand-700 hover:underline"
            >
              {t('ad.home')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link
              to={category.listingPath}
              className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline"
            >
              {t(category.name)}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <HydrationBoundary>
            <Gallery images={ad.images} title={ad.title} category={ad.category} />
          </HydrationBoundary>
        </div>
        <aside className="flex flex-col gap-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <HydrationBoundary>
            <AdSummary ad={ad} />
          </HydrationBoundary>
          <HydrationBoundary>
            {ad.isOwner ? <OwnerCard ad={ad} /> : <ContactCard ad={ad} />}
          </HydrationBoundary>
          <SafetyNote ad={ad} />
        </aside>
        <div className="flex flex-col gap-5 lg:col-start-1 lg:row-start-2">
          <HydrationBoundary>
            <DetailsList rows={ad.details} />
          </HydrationBoundary>
          <section
            aria-labelledby="description-title"
            className="rounded-2xl border border-line bg-white p-5"
          >
            <h2 id="description-title" className="text-lg font-bold">
              {t('ad.description')}
            </h2>
            <p dir="auto" className="mt-2 leading-relaxed whitespace-pre-line text-ink">
              {ad.description.trim() || t('ad.noDescription')}
            </p>
          </section>
        </div>
      </div>
      {/* Below the description on phones and the whole width on desktop, where eight cards fit. */}
      {similar?.items.length ? (
        <HydrationBoundary>
          <SimilarAds ad={ad} similar={similar} />
        </HydrationBoundary>
      ) : null}
    </div>
  );
}

function AdPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" role="status" aria-label={t('ad.loading')}>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <div className="space-y-3 rounded-2xl border border-line bg-white p-5">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
