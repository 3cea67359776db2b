// /saved: the ads the person saved, newest saved first. Ads still for sale are ordinary
// cards (the heart unsaves them); sold, expired and removed ones stay, marked, with 'Remove'.
import { AdCard } from '../../components/ad-card/ad-card';
import { SavedTabs } from '../../components/saved/saved-tabs';
import { useToggleSave } from '../../lib/api/saved-ads';
import { RequireSignIn } from '../../components/require-sign-in';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSavedAds } from './api/use-saved-ads';
import { GoneAdCard } from './components/gone-ad-card';
import { EmptyCard, EmptyCardLink } from '../../components/ui/empty-card';
import { HeartIcon } from '../../components/ui/icons/heart';
import { useTranslation } from '../../lib/translation';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.savedAds'));
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('account.savedAds')}</h1>
      <RequireSignIn reason={t('saved.signIn')}>
        <SavedTabs />
        <SavedAds />
      </RequireSignIn>
    </section>
  );
}

function SavedAds() {
  const { t } = useTranslation();
  const query = useSavedAds();
  const toggle = useToggleSave();
  if (query.isPending) {
    return (
      <div aria-busy="true" className={`mt-6 ${grid}`} role="status" aria-label={t('saved.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4]" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        className="mt-6 rounded-2xl border border-line bg-white p-8 text-center"
        message={t('saved.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.items;
  if (items.length === 0) {
    return (
      <EmptyCard className="mt-6" icon={HeartIcon} title={t('saved.emptyTitle')} text={t('saved.emptyText')}>
        <EmptyCardLink to="/">{t('saved.browse')}</EmptyCardLink>
      </EmptyCard>
    );
  }
  return (
    <>
      <p className="mt-4 text-muted">{t('saved.count', { count: items.length })}</p>
      <ul className={`mt-4 ${grid}`} aria-label={t('saved.list')}>
        {items.map((item, i) => (
          <li key={item.ad.id} className="flex">
            {item.state === 'active' ? (
              <AdCard ad={item.ad} eager={i < 4} withContact={false} />
            ) : (
              <GoneAdCard
                item={item}
                state={item.state}
                busy={toggle.isPending && toggle.variables?.adId === item.ad.id}
                onRemove={() => toggle.mutate({ adId: item.ad.id, save: false })}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
