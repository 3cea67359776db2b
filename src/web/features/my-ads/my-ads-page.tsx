// /my-ads: the signed-in person's ads grouped by category in the spec's order (docs/product.md §2 "My Ads"), with
// 'Mark as sold' (asked once) or 'Mark as available', Edit and Remove (confirmed in a dialog).
import { useState } from 'react';
import { getCategory, MY_ADS_ORDER } from '../../../domain/categories';
import { RequireSignIn } from '../../components/require-sign-in';
import { useSession } from '../../lib/session';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteAd } from './api/delete-ad';
import { useMyAds } from './api/my-ads';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from './components/empty-state';
import { MyAdCard, type MyAd } from './components/my-ad-card';
import { CategoryIcon } from '../../components/category-icon';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enMyAds } from '../../i18n/en-my-ads';
import { enOwner } from '../../i18n/en-owner';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

export function Component() {
  useEnglishSection('myAds', enMyAds);
  useEnglishSection('owner', enOwner);
  const { t } = useTranslation();
  useDocumentTitle(t('myAds.title'));
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('myAds.title')}</h1>
      <RequireSignIn reason={t('myAds.signIn')}>
        <MyAds />
      </RequireSignIn>
    </section>
  );
}

function MyAds() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useMyAds(true);
  const remove = useDeleteAd();
  const [pending, setPending] = useState<MyAd | null>(null);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="mt-6">
        <p role="status" className="mb-4 text-muted">
          {t('myAds.loading')}
        </p>
        <div className={grid}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        className="mt-6 rounded-2xl border border-line bg-white p-8 text-center"
        message={t('myAds.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const ads = query.data.items;
  if (ads.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState />
      </div>
    );
  }
  const groups = MY_ADS_ORDER.map((key) => ({ key, ads: ads.filter((ad) => ad.category === key) })).filter(
    (g) => g.ads.length > 0,
  );
  return (
    <>
      <p className="mt-1 text-muted">{t('myAds.count', { count: ads.length })}</p>
      {groups.map((group, g) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="mt-8">
          <div className="mb-3 flex items-center gap-2">
            <CategoryIcon category={group.key} size={22} className="shrink-0 text-brand-700" />
            <h2 id={`group-${group.key}`} className="text-lg font-bold text-ink">
              {t(getCategory(group.key).name)}
            </h2>
            <span className="text-sm font-medium text-muted">({group.ads.length})</span>
          </div>
          <div className={grid}>
            {group.ads.map((ad, i) => (
              <MyAdCard
                key={ad.id}
                ad={ad}
                eager={g === 0 && i < 4}
                onRemove={() => setPending(ad)}
                readOnly={Boolean(user?.suspended)}
              />
            ))}
          </div>
        </section>
      ))}
      <ConfirmDialog
        open={pending !== null}
        message={t('myAds.confirmDelete')}
        detail={pending ? t('myAds.willBeTakenDown', { title: pending.title }) : undefined}
        confirmLabel={t('myAds.deleteAd')}
        cancelLabel={t('myAds.cancel')}
        busy={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          remove.mutate(pending.id, { onSettled: () => setPending(null) });
        }}
      />
    </>
  );
}
