// One row per category with its newest ads (docs/product.md §2 "Home page"), all from one /api/home answer.
import { ListLink } from '../../../components/list-link';
import type { HomeResponse } from '../../../../domain/api';
import { CATEGORIES, type Category, type CategoryKey } from '../../../../domain/categories';
import { HOME_ROW_SIZE } from '../../../../domain/limits';
import { AdGrid, AdGridSkeleton } from '../../../components/ad-card/ad-grid';
import { toQuery } from '../../../lib/api/client';
import { CategoryIcon } from '../../../components/category-icon';
import { useTranslation } from '../../../lib/translation';
import { HydrationBoundary } from '../../../lib/hydration-boundary';

// Rows below the first are laid out and painted only as they near the screen: home draws 56 cards, and
// on a slow phone each photo that loaded re-laid out all of them (decision 130). The sizes are the
// rows' measured heights per breakpoint, so the scrollbar barely moves when one is drawn.
const LATER_ROW =
  '[content-visibility:auto] [contain-intrinsic-size:auto_650px] sm:[contain-intrinsic-size:auto_810px] md:[contain-intrinsic-size:auto_730px] lg:[contain-intrinsic-size:auto_390px] xl:[contain-intrinsic-size:auto_436px]';

export function CategoryRows({
  rows,
  location,
}: {
  rows: HomeResponse['rows'] | undefined;
  location: string;
}) {
  return (
    <div className="flex flex-col gap-10">
      {CATEGORIES.map((c, i) => (
        // The row's texts are looked up inside its boundary, so they are hydrated with the row.
        <HydrationBoundary key={c.key}>
          <CategoryRow category={c} ads={rows?.[c.key]} first={i === 0} location={location} />
        </HydrationBoundary>
      ))}
    </div>
  );
}

function CategoryRow({
  category: c,
  ads,
  first,
  location,
}: {
  category: Category;
  ads: HomeResponse['rows'][CategoryKey] | undefined;
  first: boolean;
  location: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`row-${c.key}`} className={first ? undefined : LATER_ROW}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={`row-${c.key}`} className="text-xl font-extrabold tracking-tight text-ink">
          <CategoryIcon category={c.key} className="me-2 inline h-6 w-6 align-[-3px] text-brand-700" />
          {t(c.name)}
        </h2>
        <ListLink
          to={c.listingPath + toQuery({ location })}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('home.seeAll')}
          <span aria-hidden="true" className="rtl:-scale-x-100">
            →
          </span>
        </ListLink>
      </div>
      {ads === undefined ? (
        <AdGridSkeleton count={HOME_ROW_SIZE} />
      ) : ads.length ? (
        <AdGrid
          ads={ads.slice(0, HOME_ROW_SIZE)}
          label={t('home.newestIn', { category: t(c.name) })}
          eagerCount={first ? HOME_ROW_SIZE : 0}
          withContact={false}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-sm text-muted">
          {t('home.rowEmpty')}
        </p>
      )}
    </section>
  );
}
