// Quick picks beside a free input (docs/product.md §9: bike years, engine capacities): one tap fills the input.
import { useFormContext, useWatch } from 'react-hook-form';
import type { AdFormValues } from '../lib/form-values';
import { useTranslation } from '../../../lib/translation';

export function Picks({ name, label, picks }: { name: string; label: string; picks: readonly string[] }) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<AdFormValues>();
  const path = `formData.${name}` as const;
  const current = useWatch({ control, name: path });
  return (
    <div
      role="group"
      aria-label={t('sell.quickPicks', { label: t(label).toLowerCase() })}
      className="flex flex-wrap gap-2"
    >
      {picks.map((pick) => (
        <button
          key={pick}
          type="button"
          aria-pressed={current === pick}
          onClick={() => {
            setValue(path, pick, { shouldDirty: true });
            clearErrors(path);
          }}
          className="min-h-11 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
        >
          {pick}
        </button>
      ))}
    </div>
  );
}
