// The listing's choices without the app (decision 208): the sort is a GET form (sort-select.tsx), and
// with JavaScript off this block, in the filter panel's place (FilterPanelPlaceholder), adds the
// filters to it, with an 'Apply' button. Inside <noscript>:
// a browser that runs scripts never builds it, and React does not hydrate it, so the app's pages pay
// for it only in HTML. The values found in the ads (facets) are the app's; here each filter offers
// its fixed options.
import type { CategoryKey } from '../../../../domain/categories';
import { getFilters, type FilterDef } from '../../../../domain/filters';
import { CITIES, MOBILE_FILTER_LOCATIONS, sortCities } from '../../../../domain/cities';
import { FilterSelect, filterChoices } from './filter-select';
import { useTranslation } from '../../../lib/translation';

/** The id of the listing's GET form, which the sort's select and these filters belong to. */
export const CHOICES_FORM = 'listing-choices';

// Location offers the cities the app's panel always offers on mobiles, and every city elsewhere.
const fixedOptions = (category: CategoryKey, def: FilterDef) =>
  def.param !== 'location'
    ? def.options
    : sortCities(category === 'mobiles' ? MOBILE_FILTER_LOCATIONS : CITIES);

/** The filters a form without the app can offer: those with options, and a model only under a brand. */
function noScriptFilters(category: CategoryKey, params: URLSearchParams): FilterDef[] {
  return getFilters(category).filter(
    (def) => (!def.dependsOn || params.get(def.dependsOn)) && (fixedOptions(category, def)?.length ?? 0) > 0,
  );
}

export function NoScriptFilters({ category, params }: { category: CategoryKey; params: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <div role="group" aria-label={t('listing.filters')} className="grid gap-4">
        {noScriptFilters(category, params).map((def) => {
          const value = params.get(def.param) ?? '';
          return (
            <FilterSelect
              key={def.param}
              id={`noscript-filter-${def.param}`}
              name={def.param}
              form={CHOICES_FORM}
              label={t(def.label)}
              value={value}
              choices={filterChoices(def, undefined, fixedOptions(category, def), value)}
            />
          );
        })}
        <ApplyButton />
      </div>
    </noscript>
  );
}

/** What the form carries that no field of it shows: the search words, the price bounds, a model. */
export function KeptParams({ category, params }: { category: CategoryKey; params: URLSearchParams }) {
  const shown = new Set(['sort', 'page', ...noScriptFilters(category, params).map((def) => def.param)]);
  return [...params].map(([key, value], i) =>
    shown.has(key) ? null : <input key={`${key}-${i}`} type="hidden" name={key} value={value} />,
  );
}

export function ApplyButton() {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      form={CHOICES_FORM}
      className="min-h-11 self-end rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {t('listing.apply')}
    </button>
  );
}
