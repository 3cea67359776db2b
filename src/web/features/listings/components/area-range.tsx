// Property area: bounds in marla, kanal, square feet or square yards (gaz). A marla is not
// one size, so the filter says which it uses: each ad's own, as its seller meant it.
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { AREA_FILTER_UNITS, MARLA_SIZES, type AreaFilterUnit } from '../../../../domain/area';
import { useFormat } from '../../../lib/use-lang';
import { latinDigits } from '../../../../domain/format/numerals';

const input =
  'h-11 w-full min-w-0 rounded-lg border border-muted/70 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-brand-600 sm:text-sm';

export function AreaRange({
  min,
  max,
  unit,
  onType,
  onApply,
}: {
  /** The boxes' texts and unit: as typed or chosen, else the query string's. */
  min: string;
  max: string;
  unit: string;
  onType(key: 'minArea' | 'maxArea' | 'areaUnit', text: string): void;
  onApply(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const sqft = MARLA_SIZES.map((m) => format.number(m.sqft));
  const sizes = t('area.sizes', { list: sqft.slice(0, -1).join(', '), last: sqft.at(-1) });
  const u: AreaFilterUnit = AREA_FILTER_UNITS.some((x) => x.key === unit)
    ? (unit as AreaFilterUnit)
    : 'marla';
  const number = (v: string) => latinDigits(v).replace(/[^\d.]/g, '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label={t('area.range')}>
      <span className="text-sm font-semibold text-ink">{t('area.title')}</span>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        {t('area.unit')}
        <select value={u} onChange={(e) => onType('areaUnit', e.target.value)} className={input}>
          {AREA_FILTER_UNITS.map((x) => (
            <option key={x.key} value={x.key}>
              {t(x.label)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs text-muted">
          {t('area.minimum')}
          <input
            inputMode="decimal"
            value={min}
            onChange={(e) => onType('minArea', number(e.target.value))}
            placeholder={t('filters.anyPlaceholder')}
            className={input}
          />
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs text-muted">
          {t('area.maximum')}
          <input
            inputMode="decimal"
            value={max}
            onChange={(e) => onType('maxArea', number(e.target.value))}
            placeholder={t('filters.anyPlaceholder')}
            className={input}
          />
        </label>
      </div>
      {(u === 'marla' || u === 'kanal') && <p className="text-xs text-muted">{t('area.hint', { sizes })}</p>}
      <button
        type="submit"
        className="mt-1 min-h-11 rounded-lg border border-brand-700 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('area.apply')}
      </button>
    </form>
  );
}
