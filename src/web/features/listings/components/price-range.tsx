// Price min/max (docs/product.md §5: blank means no bound). Applied with Enter or the button, not per keystroke,
// so a half-typed number never fires a search. Typed the way people say prices ('45k', '4.5 lac',
// '1.2 crore'): each box shows the rupees it understood before they are applied, and
// nonsense gets a message instead of a search.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { parsePriceText } from '../../../../domain/format/price-text';
import { useDomainText, useFormat } from '../../../lib/use-lang';

function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const dt = useDomainText();
  const format = useFormat();
  const id = useId();
  const read = value.trim() ? parsePriceText(value) : undefined;
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs text-muted">
      {label}
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('filters.anyPlaceholder')}
        maxLength={24}
        aria-describedby={id}
        aria-invalid={read && !read.ok ? true : undefined}
        className="h-11 w-full min-w-0 rounded-lg border border-muted/70 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-brand-600 sm:text-sm"
      />
      <span
        id={id}
        aria-live="polite"
        className={read && !read.ok ? 'text-red-700' : 'font-semibold text-ink'}
      >
        {read ? (read.ok ? format.price(read.rupees) : dt(read.message)) : '\u00a0'}
      </span>
    </label>
  );
}

export function PriceRange({
  label,
  min,
  max,
  onApply,
}: {
  label: string;
  min: string;
  max: string;
  onApply(min: string, max: string): void;
}) {
  const { t } = useTranslation();
  const [lo, setLo] = useState(min);
  const [hi, setHi] = useState(max);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rupees = (v: string) => {
      if (!v.trim()) return '';
      const read = parsePriceText(v);
      return read.ok ? String(read.rupees) : undefined;
    };
    const [a, b] = [rupees(lo), rupees(hi)];
    if (a !== undefined && b !== undefined) onApply(a, b);
  };
  const lower = label.toLowerCase();
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label={t('filters.range', { label })}>
      <span className="text-sm font-semibold text-ink">{t('filters.rupees', { label })}</span>
      <p className="text-xs text-muted">{t('filters.priceHint')}</p>
      <div className="flex items-start gap-2">
        <PriceInput label={t('filters.minimum', { label: lower })} value={lo} onChange={setLo} />
        <PriceInput label={t('filters.maximum', { label: lower })} value={hi} onChange={setHi} />
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
