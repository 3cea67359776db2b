// 'All Categories': the 14 tiles, each to its listing (docs/product.md §2 "Home page").
import { ListLink } from '../../../components/list-link';
import { CATEGORIES } from '../../../../domain/categories';
import { CategoryIcon } from '../../../components/category-icon';
import { useTranslation } from '../../../lib/translation';

export function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="all-categories">
      <h2 id="all-categories" className="text-xl font-extrabold tracking-tight text-ink">
        {t('home.allCategories')}
      </h2>
      <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3">
        {CATEGORIES.map((c) => (
          <li key={c.key}>
            <ListLink
              to={c.listingPath}
              className="flex h-full min-h-24 flex-col items-center justify-center gap-1.5 rounded-xl border border-line bg-white p-2 text-center hover:border-brand-600 hover:bg-brand-50"
            >
              <span
                aria-hidden="true"
                className="grid h-11 w-11 place-items-center rounded-full bg-brand-50 text-brand-700"
              >
                <CategoryIcon category={c.key} />
              </span>
              <span className="text-xs leading-tight font-semibold text-ink sm:text-sm">{t(c.name)}</span>
            </ListLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
