// The filters of a listing, from FILTERS[category] (docs/product.md §2 "Filters per listing"): selects with fixed
// options or with the values found in the ads; model only once a brand is chosen; the price range.
import type { FacetValue } from '../../../../domain/api';
import type { CategoryKey } from '../../../../domain/categories';
import { MOBILE_FILTER_LOCATIONS, sortCities } from '../../../../domain/cities';
import { sortPlacesFor } from '../../../../domain/city-order';
import { getFilters, priceFilterLabel, type FilterDef } from '../../../../domain/filters';
import { FilterSelect, filterChoices } from './filter-select';
import { AREA_CATEGORIES } from '../../../../domain/area';
import type { TypedFilters, TypedParam } from '../listing-params';
import { AreaRange } from './area-range';
import { PriceRange } from './price-range';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReactNode } from 'react';

/**
 * Location lists every city that has ads here, with its count, in the one city order; the
 * mobiles filter also always offers docs/product.md §2's six cities. Everywhere else the fixed options, or the
 * values found in the ads.
 */
function fixedOptions(category: CategoryKey, def: FilterDef, facets: FacetValue[] | undefined) {
  if (def.param !== 'location') return def.options;
  const always: readonly string[] = category === 'mobiles' ? MOBILE_FILTER_LOCATIONS : [];
  return sortCities([...always, ...(facets ?? []).map((f) => f.value)]);
}

export function FilterPanel({
  category,
  params,
  facets,
  typed,
  onChange,
  onType,
  onApply,
}: {
  category: CategoryKey;
  params: URLSearchParams;
  facets: Record<string, FacetValue[]> | undefined;
  /** What was typed in the price and area boxes and not applied yet. */
  typed: TypedFilters;
  onChange(key: string, value: string): void;
  onType(key: TypedParam, text: string): void;
  /** Applies the typed boxes named. */
  onApply(keys: readonly TypedParam[]): void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const priceLabel = t(priceFilterLabel(category));
  const box = (key: TypedParam) => typed[key] ?? params.get(key) ?? '';
  return (
    <div className="flex flex-col gap-4">
      {getFilters(category).map((def) => {
        if (def.dependsOn && !params.get(def.dependsOn)) return null;
        const value = params.get(def.param) ?? '';
        const found = facets?.[def.param];
        let choices = filterChoices(def, found, fixedOptions(category, def, found), value);
        // A city of the spec's list that has no ad here yet reads '(0)', not a bare name. The cities
        // stand in the order of the page's language, as it names them.
        if (def.param === 'location') {
          if (found) choices = choices.map((c) => ({ ...c, count: c.count ?? 0 }));
          choices = sortPlacesFor(lang, choices, (c) => t(c.value));
        }
        const label =
          def.param === 'brand' && facets?.brand
            ? t('filters.available', { label: t(def.label), count: facets.brand.length })
            : t(def.label);
        return (
          <FilterSelect
            key={def.param}
            id={`filter-${def.param}`}
            label={label}
            value={value}
            choices={choices}
            onChange={(v) => onChange(def.param, v)}
          />
        );
      })}
      <PriceRange
        label={priceLabel}
        min={box('minPrice')}
        max={box('maxPrice')}
        onType={onType}
        onApply={() => onApply(['minPrice', 'maxPrice'])}
      />
      {AREA_CATEGORIES.includes(category) && (
        <AreaRange
          min={box('minArea')}
          max={box('maxArea')}
          unit={box('areaUnit')}
          onType={onType}
          onApply={() => onApply(['minArea', 'maxArea', 'areaUnit'])}
        />
      )}
    </div>
  );
}

/**
 * The panel's place on a wide screen, in its shape (a field per filter shown before any is chosen,
 * and the price), until the app knows how wide the screen is and brings the panel itself: the list
 * beside it does not move when it comes (decision 174), and the column does not stand empty meanwhile.
 * Without JavaScript it holds the filters' form instead (`children`, decision 208); on a phone those are
 * in the server's 'Filters' popover, behind 'Show Filters', as the app's are in its sheet (decision 216).
 */
export function FilterPanelPlaceholder({
  category,
  children,
}: {
  category: CategoryKey;
  children?: ReactNode;
}) {
  const fields = getFilters(category).filter((def) => !def.dependsOn).length + 1;
  return (
    <div className="hidden self-start rounded-xl border border-line bg-white p-4 lg:flex lg:flex-col lg:gap-4">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex flex-col gap-1.5 noscript:hidden">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      {children}
    </div>
  );
}
