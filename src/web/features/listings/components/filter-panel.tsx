// The filters of a listing, from FILTERS[category] (docs/product.md §2 "Filters per listing"): selects with fixed
// options or with the values found in the ads; model only once a brand is chosen; the price range.
import type { FacetValue } from '../../../../domain/api';
import type { CategoryKey } from '../../../../domain/categories';
import { MOBILE_FILTER_LOCATIONS, sortCities } from '../../../../domain/cities';
import { getFilters, priceFilterLabel, type FilterDef } from '../../../../domain/filters';
import { FilterSelect, filterChoices } from './filter-select';
import { AREA_CATEGORIES } from '../../../../domain/area';
import type { AreaFilterUnit } from '../../../../domain/area';
import { AreaRange } from './area-range';
import { PriceRange } from './price-range';
import { useTranslation } from '../../../lib/translation';
import { useDomainText } from '../../../lib/use-lang';

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
  onChange,
  onPrice,
  onArea,
}: {
  category: CategoryKey;
  params: URLSearchParams;
  facets: Record<string, FacetValue[]> | undefined;
  onChange(key: string, value: string): void;
  onPrice(min: string, max: string): void;
  onArea(min: string, max: string, unit: AreaFilterUnit): void;
}) {
  const { t } = useTranslation();
  const dt = useDomainText();
  const priceLabel = dt(priceFilterLabel(category));
  const min = params.get('minPrice') ?? '';
  const max = params.get('maxPrice') ?? '';
  return (
    <div className="flex flex-col gap-4">
      {getFilters(category).map((def) => {
        if (def.dependsOn && !params.get(def.dependsOn)) return null;
        const value = params.get(def.param) ?? '';
        const found = facets?.[def.param];
        let choices = filterChoices(def, found, fixedOptions(category, def, found), value);
        // A city of the spec's list that has no ad here yet reads '(0)', not a bare name.
        if (def.param === 'location' && found) choices = choices.map((c) => ({ ...c, count: c.count ?? 0 }));
        const label =
          def.param === 'brand' && facets?.brand
            ? t('filters.available', { label: dt(def.label), count: facets.brand.length })
            : dt(def.label);
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
      <PriceRange key={`${min}-${max}`} label={priceLabel} min={min} max={max} onApply={onPrice} />
      {AREA_CATEGORIES.includes(category) && (
        <AreaRange
          key={`${params.get('minArea')}-${params.get('maxArea')}-${params.get('areaUnit')}`}
          min={params.get('minArea') ?? ''}
          max={params.get('maxArea') ?? ''}
          unit={params.get('areaUnit') ?? 'marla'}
          onApply={onArea}
        />
      )}
    </div>
  );
}
