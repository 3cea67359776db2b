// No ads yet: say so, and offer the first step of posting (docs/product.md §2 "My Ads" empty text).
import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, postPath } from '../../../../domain/categories';
import { EmptyCard } from '../../../components/ui/empty-card';
import { TagIcon } from '../../../components/ui/icons/tag';
import { CategoryIcon } from '../../../components/category-icon';
import { useTranslation } from '../../../lib/translation';

export function EmptyState() {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  return (
    <EmptyCard icon={TagIcon} title={t('myAds.emptyTitle')} text={t('myAds.emptyText')}>
      {!choosing ? (
        <button
          type="button"
          onClick={() => setChoosing(true)}
          className="mt-6 min-h-12 rounded-full bg-sell px-6 font-bold text-ink shadow-sm ring-2 ring-sell-dark/40 hover:bg-sell-dark"
        >
          {t('myAds.postFirst')}
        </button>
      ) : (
        <nav aria-label={t('myAds.chooseCategory')} className="mx-auto mt-6 max-w-2xl">
          <h2 className="mb-3 font-semibold text-ink">{t('myAds.whatSelling')}</h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {CATEGORIES.map((c) => (
              <li key={c.key}>
                <Link
                  to={postPath(c.key)}
                  className="flex min-h-12 items-center gap-2 rounded-lg border border-line px-3 text-start text-sm font-medium hover:border-brand-600 hover:bg-brand-50"
                >
                  <CategoryIcon category={c.key} size={20} className="shrink-0 text-brand-700" />
                  {t(c.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </EmptyCard>
  );
}
