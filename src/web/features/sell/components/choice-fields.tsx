// Fields with a list: selects, bedrooms/bathrooms (1–10 or Other → a number) and the vehicle
// variant (its list, or Other → free text).
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDef } from '../../../../domain/fields';
import { OTHER } from '../../../../domain/fields/options';
import { isOther } from '../../../../domain/fields/other';
import { ROOMS_CUSTOM_MAX, ROOMS_CUSTOM_MIN, TEXT_FIELD_MAX_LENGTH } from '../../../../domain/limits';
import type { AdFormValues } from '../lib/form-values';
import { useField } from '../hooks/use-field';
import { FieldShell, inputClass } from './field-shell';
import { useTranslation } from '../../../lib/translation';
import { fieldMessage } from '../../../lib/form-messages';

export const selectClass = `${inputClass} appearance-none bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pe-10 rtl:bg-[left_0.75rem_center]`;
// A chevron drawn inline: no icon font, nothing to download.
export const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%235b6b68'%3E%3Cpath d='M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z'/%3E%3C/svg%3E\")",
};

/** 'Condition' → 'condition', but 'PTA status' stays as written. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

function Options({ label, options }: { label: string; options: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('sell.select', { label: inSentence(t(label)) })}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {t(o)}
        </option>
      ))}
    </>
  );
}

export function SelectField({ field, options }: { field: FieldDef; options?: readonly string[] }) {
  const f = useField(field.name);
  return (
    <FieldShell {...f} label={field.label} optional={field.optional}>
      <select {...f.registration} {...f.aria} className={selectClass} style={chevron}>
        <Options label={field.label} options={options ?? field.options ?? []} />
      </select>
    </FieldShell>
  );
}

/** Bedrooms/bathrooms: 'Other' reveals a number from 1 to 50, kept in `${name}Custom`. */
export function RoomsField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  const custom = useField(`${field.name}Custom`);
  const { t } = useTranslation();
  const { control } = useFormContext<AdFormValues>();
  const chosen = useWatch({ control, name: f.path });
  return (
    <FieldShell {...f} label={field.label} optional={field.optional}>
      <select {...f.registration} {...f.aria} className={selectClass} style={chevron}>
        <Options label={field.label} options={field.options ?? []} />
      </select>
      {isOther(chosen) && (
        <div className="mt-1 flex flex-col gap-1.5">
          <label htmlFor={custom.id} className="text-sm text-muted">
            {t('sell.numberOf', { label: t(field.label).toLowerCase() })}
          </label>
          <input
            type="number"
            inputMode="numeric"
            min={ROOMS_CUSTOM_MIN}
            max={ROOMS_CUSTOM_MAX}
            step={1}
            {...custom.registration}
            {...custom.aria}
            className={inputClass}
          />
          {custom.error && (
            <p id={custom.errorId} className="text-sm font-medium text-red-700">
              {fieldMessage(t, custom.error)}
            </p>
          )}
        </div>
      )}
    </FieldShell>
  );
}

/** The vehicle variant: the model's trims, or 'Other' to type one; a plain input when none are listed. */
export function VariantField({ field, variants }: { field: FieldDef; variants: readonly string[] }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<AdFormValues>();
  const value = useWatch({ control, name: f.path }) ?? '';
  const [typing, setTyping] = useState(() => value !== '' && !variants.includes(value));
  if (variants.length === 0) {
    return (
      <FieldShell {...f} label={field.label} optional={field.optional}>
        <input
          type="text"
          {...f.registration}
          {...f.aria}
          maxLength={TEXT_FIELD_MAX_LENGTH}
          placeholder={t('sell.variantExample')}
          className={inputClass}
        />
      </FieldShell>
    );
  }
  const listId = `${f.id}-list`;
  return (
    <FieldShell id={listId} errorId={f.errorId} error={f.error} label={field.label}>
      <select
        id={listId}
        value={typing ? OTHER : value}
        aria-invalid={f.error && !typing ? true : undefined}
        aria-describedby={f.error && !typing ? f.errorId : undefined}
        onChange={(e) => {
          const other = isOther(e.target.value);
          setTyping(other);
          setValue(f.path, other ? '' : e.target.value, { shouldDirty: true });
          clearErrors(f.path);
        }}
        className={selectClass}
        style={chevron}
      >
        <Options label={field.label} options={[...variants, OTHER]} />
      </select>
      {typing && (
        <input
          type="text"
          {...f.registration}
          {...f.aria}
          aria-label={t('sell.typeVariant')}
          maxLength={TEXT_FIELD_MAX_LENGTH}
          placeholder={t('sell.typeVariant')}
          className={inputClass}
        />
      )}
    </FieldShell>
  );
}
