// The listing's choices without the app (decision 208): the sort is a GET form (sort-select.tsx), and
// with JavaScript off this block, in the filter panel's place on a wide screen (FilterPanelPlaceholder),
// adds the filters to it, with an 'Apply' button. Inside <noscript>:
// a browser that runs scripts never builds it, and React does not hydrate it, so the app's pages pay
// for it only in HTML. The values found in the ads (facets) are the app's; here each filter offers
// its fixed options. On a phone the same fields are the server's 'Filters' popover (filters-popover.tsx,
// decision 216).
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

/** A select per filter, named by its parameter, showing the page's choice: each id is `${idPrefix}-${param}`. */
export function FixedFilterFields({
  category,
  params,
  idPrefix,
  form,
}: {
  category: CategoryKey;
  params: URLSearchParams;
  idPrefix: string;
  /** The form they belong to, when they stand outside it. */
  form?: string;
}) {
  const { t } = useTranslation();
  return noScriptFilters(category, params).map((def) => {
    const value = params.get(def.param) ?? '';
    return (
      <FilterSelect
        key={def.param}
        id={`${idPrefix}-${def.param}`}
        name={def.param}
        form={form}
        label={t(def.label)}
        value={value}
        choices={filterChoices(def, undefined, fixedOptions(category, def), value)}
      />
    );
  });
}

export function NoScriptFilters({ category, params }: { category: CategoryKey; params: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <div role="group" aria-label={t('listing.filters')} className="grid gap-4">
        <FixedFilterFields
          category={category}
          params={params}
          idPrefix="noscript-filter"
          form={CHOICES_FORM}
        />
        <ApplyButton form={CHOICES_FORM} />
      </div>
    </noscript>
  );
}

/**
 * What the form carries that no field of it shows: the search words, the price bounds, a model; and
 * the sort, in a form that has no sort of its own (`keepSort`: the popover's).
 */
export function KeptParams({
  category,
  params,
  keepSort = false,
}: {
  category: CategoryKey;
  params: URLSearchParams;
  keepSort?: boolean;
}) {
  const shown = new Set(['page', ...noScriptFilters(category, params).map((def) => def.param)]);
  if (!keepSort) shown.add('sort');
  return [...params].map(([key, value], i) =>
    shown.has(key) ? null : <input key={`${key}-${i}`} type="hidden" name={key} value={value} />,
  );
}

/** Sends the form it stands in, or the one named (`form`) from outside it. */
export function ApplyButton({ form }: { form?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      form={form}
      className="min-h-11 self-end rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {t('listing.apply')}
    </button>
  );
}
