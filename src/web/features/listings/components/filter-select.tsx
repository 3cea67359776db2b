// One filter of the panel: a fixed option list, or the values found in the ads with their counts.
import type { FacetValue } from '../../../../domain/api';
import type { FilterDef } from '../../../../domain/filters';
import { useTranslation } from '../../../lib/translation';

export interface FilterChoice {
  value: string;
  count?: number;
}

/** The choices of a filter: its fixed options (with counts where known), else its facet values. */
export function filterChoices(
  def: FilterDef,
  facets: readonly FacetValue[] | undefined,
  fixed: readonly string[] | undefined = def.options,
  current?: string,
): FilterChoice[] {
  const counts = new Map(facets?.map((f) => [f.value, f.count]));
  const choices: FilterChoice[] = fixed
    ? fixed.map((value) => ({ value, count: counts.get(value) }))
    : (facets ?? []).map((f) => ({ value: f.value, count: f.count }));
  // The chosen value stays choosable even when no ad has it any more (a shared link, a stale facet).
  if (current && !choices.some((c) => c.value === current)) choices.unshift({ value: current });
  return choices;
}

export function FilterSelect({
  id,
  label,
  value,
  choices,
  onChange,
  name,
  form,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange?(value: string): void;
  /** Named and tied to a form: the listing's choices sent without the app (no-script-filters.tsx). */
  name?: string;
  form?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        form={form}
        {...(onChange ? { value, onChange: (e) => onChange(e.target.value) } : { defaultValue: value })}
        className="h-11 w-full rounded-lg border border-muted/70 bg-white px-3 text-base text-ink focus:border-brand-600 sm:text-sm"
      >
        <option value="">{t('filters.all')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.count === undefined ? t(c.value) : `${t(c.value)} (${c.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}
