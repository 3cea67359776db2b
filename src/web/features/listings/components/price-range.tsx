// Price min/max (docs/product.md §5: blank means no bound). Applied with Enter, the button or, on a phone,
// the sheet's 'Show N result(s)', never per keystroke, so a half-typed number never changes the list; the
// sheet's count follows the boxes as they are typed (decision 152). Typed the way people say prices ('45k', '4.5 lac',
// '1.2 crore'): each box shows the rupees it understood before they are applied, and
// nonsense gets a message instead of a search.
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { parsePriceText } from '../../../../domain/format/price-text';
import { useFormat } from '../../../lib/use-lang';

function PriceInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const hint = useId();
  const read = value.trim() ? parsePriceText(value) : undefined;
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs text-muted">
      {label}
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('filters.anyPlaceholder')}
        maxLength={24}
        aria-describedby={hint}
        aria-invalid={read && !read.ok ? true : undefined}
        className="h-11 w-full min-w-0 rounded-lg border border-muted/70 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-brand-600 sm:text-sm"
      />
      <span
        id={hint}
        aria-live="polite"
        className={read && !read.ok ? 'text-red-700' : 'font-semibold text-ink'}
      >
        {read ? (read.ok ? format.price(read.rupees) : t(read.message)) : '\u00a0'}
      </span>
    </label>
  );
}

export function PriceRange({
  label,
  min,
  max,
  onType,
  onApply,
}: {
  label: string;
  /** The boxes' texts: as typed, else the query string's rupees. */
  min: string;
  max: string;
  onType(key: 'minPrice' | 'maxPrice', text: string): void;
  /** Applies both boxes, or moves to the one that is not a price. */
  onApply(): void;
}) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  const lower = label.toLowerCase();
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label={t('filters.range', { label })}>
      <span className="text-sm font-semibold text-ink">{t('filters.rupees', { label })}</span>
      <p className="text-xs text-muted">{t('filters.priceHint')}</p>
      <div className="flex items-start gap-2">
        <PriceInput
          id="filter-minPrice"
          label={t('filters.minimum', { label: lower })}
          value={min}
          onChange={(v) => onType('minPrice', v)}
        />
        <PriceInput
          id="filter-maxPrice"
          label={t('filters.maximum', { label: lower })}
          value={max}
          onChange={(v) => onType('maxPrice', v)}
        />
      </div>
      <button
        type="submit"
        className="mt-1 min-h-11 rounded-lg border border-brand-700 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('filters.apply', { label: lower })}
      </button>
    </form>
  );
}
