// 'Marla size': a marla is 272.25, 250 or 225 sq ft depending on who measures, so a
// property ad in marla or kanal says which. Until the seller picks one, it follows the city and the
// society they chose (DHA, Bahria, Lahore → 225); the ad stores it beside its area in square feet.
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { defaultMarlaSize, MARLA_SIZES, unitUsesMarla } from '../../../../domain/area';
import { SOCIETY_KEY } from '../../../../domain/cities';
import type { FieldDef } from '../../../../domain/fields';
import type { AdFormValues } from '../lib/form-values';
import { useField } from '../hooks/use-field';
import { chevron, selectClass } from './choice-fields';
import { FieldShell } from './field-shell';

export function MarlaSizeField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<AdFormValues>();
  const [unit, city, society] = useWatch({
    control,
    name: ['formData.areaUnit', 'formData.location', `formData.${SOCIETY_KEY}`],
  });
  // A size already in the ad (editing, or a restored draft) counts as the seller's choice.
  const [picked, setPicked] = useState(() => Boolean(getValues(f.path)));
  const shown = unitUsesMarla(unit);
  const suggested = String(defaultMarlaSize(city, society));

  useEffect(() => {
    const current = getValues(f.path) ?? '';
    // Square feet or yards need no marla: nothing is stored for a unit that does not use one.
    const wanted = !shown ? '' : picked && current ? current : suggested;
    if (wanted !== current) setValue(f.path, wanted);
  }, [shown, picked, suggested, f.path, getValues, setValue]);

  if (!shown) return null;
  return (
    <FieldShell {...f} label={field.label} hint={picked ? undefined : t('area.marlaHint')}>
      <select
        {...f.registration}
        {...f.aria}
        onChange={(e) => {
          setPicked(true);
          return f.registration.onChange(e);
        }}
        className={selectClass}
        style={chevron}
      >
        {MARLA_SIZES.map((m) => (
          <option key={m.sqft} value={String(m.sqft)}>
            {t(m.label)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
