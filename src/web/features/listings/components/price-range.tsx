// Price min/max (SPEC §5: blank means no bound). Applied with Enter or the button, not per keystroke,
// so a half-typed number never fires a search. The server checks the values (min ≤ max, digits only).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
    onApply(lo, hi);
  };
  const digits = (v: string) => v.replace(/[^\d]/g, '');
  const input =
    'h-11 w-full min-w-0 rounded-lg border border-muted/70 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-brand-600 sm:text-sm';
  const lower = label.toLowerCase();
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label={t('filters.range', { label })}>
      <span className="text-sm font-semibold text-ink">{t('filters.rupees', { label })}</span>
      <div className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs text-muted">
          {t('filters.minimum', { label: lower })}
          <input
            inputMode="numeric"
            value={lo}
            onChange={(e) => setLo(digits(e.target.value))}
            placeholder={t('filters.anyPlaceholder')}
            className={input}
          />
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs text-muted">
          {t('filters.maximum', { label: lower })}
          <input
            inputMode="numeric"
            value={hi}
            onChange={(e) => setHi(digits(e.target.value))}
            placeholder={t('filters.anyPlaceholder')}
            className={input}
          />
        </label>
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
