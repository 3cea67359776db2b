// The filters of a listing, from FILTERS[category] (SPEC §2 "Filters per listing"): selects with fixed
// options or with the values found in the ads; model only once a brand is chosen; the price range.
import type { FacetValue } from '../../../../domain/api';
import { MOBILE_FILTER_LOCATIONS, type CategoryKey } from '../../../../domain/categories';
import { getFilters, priceFilterLabel, type FilterDef } from '../../../../domain/filters';
import { FilterSelect, filterChoices } from './filter-select';
import { AREA_CATEGORIES } from '../../../../domain/schemas/listing-query';
import type { AreaFilterUnit } from '../../../../domain/area';
import { AreaRange } from './area-range';
import { PriceRange } from './price-range';

/**
 * Mobiles offer the spec's six cities first (SPEC §2), then any other city their ads are in, so an ad
 * in Rawalpindi can still be found; everywhere else the fixed options, or the values found in the ads.
 */
function fixedOptions(category: CategoryKey, def: FilterDef, facets: FacetValue[] | undefined) {
  if (category !== 'mobiles' || def.param !== 'location') return def.options;
  const six: readonly string[] = MOBILE_FILTER_LOCATIONS;
  return [...six, ...(facets ?? []).map((f) => f.value).filter((v) => !six.includes(v))];
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
  const priceLabel = priceFilterLabel(category);
  const min = params.get('minPrice') ?? '';
  const max = params.get('maxPrice') ?? '';
  return (
    <div className="flex flex-col gap-4">
      {getFilters(category).map((def) => {
        if (def.dependsOn && !params.get(def.dependsOn)) return null;
        const value = params.get(def.param) ?? '';
        const found = facets?.[def.param];
        const choices = filterChoices(def, found, fixedOptions(category, def, found), value);
        const label =
          def.param === 'brand' && facets?.brand
            ? `${def.label} (${facets.brand.length} available)`
            : def.label;
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
