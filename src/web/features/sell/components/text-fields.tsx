// Free inputs of the ad form: text (with quick picks), description, price-like numbers, year, date, phone.
import { useFormContext, useWatch } from 'react-hook-form';
import { lazy, Suspense, type ChangeEvent } from 'react';
import { societiesOf } from '../../../../domain/cities';
import type { FieldDef } from '../../../../domain/fields';
import { parsePrice, PHONE_EXAMPLE } from '../../../../domain/format';
import { latinDigits } from '../../../../domain/format/numerals';
import { parsePriceText } from '../../../../domain/format/price-text';
import {
  DESCRIPTION_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from '../../../../domain/limits';
import { todayInPakistan } from '../../../../domain/schemas/ad-input';
import type { AdFormValues } from '../lib/form-values';
import { useField } from '../hooks/use-field';
import { FieldShell, inputClass } from './field-shell';
import { Picks } from './picks';
import { useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';
import { useSession } from '../../../lib/session';
import { useVerifiedPhones } from '../../../lib/api/phones';
import { VerifiedBadge } from '../../../components/phones/verified-badge';

// What ads like this one ask (decision 193): its own chunk, loaded once a price is typed.
const PriceGuideHint = lazy(() => import('./price-guide-hint').then((m) => ({ default: m.PriceGuideHint })));
/** The fields that hold an ad's price (src/domain/format/price.ts priceOf); a deposit or salary is not one. */
const AD_PRICE_FIELDS = ['price', 'Price', 'rentPerMonth'];

/** Keeps only the characters a field accepts, before react-hook-form sees the value. Urdu and Arabic
 * digits are read as 0–9 first, so a number typed on an Urdu keyboard is kept, not dropped. */
function filtered(onChange: (e: ChangeEvent<HTMLInputElement>) => unknown, pattern: RegExp) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const clean = latinDigits(event.target.value).replace(pattern, '');
    if (clean !== event.target.value) event.target.value = clean;
    return onChange(event);
  };
}

/** Free text; `suggestions` become a datalist (the phone keyboard's own suggestion strip). */
export function TextField({ field, suggestions = [] }: { field: FieldDef; suggestions?: readonly string[] }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  const listId = `${f.id}-suggestions`;
  return (
    <FieldShell {...f} label={field.label} optional={field.optional}>
      <input
        type="text"
        {...f.registration}
        {...f.aria}
        list={suggestions.length ? listId : undefined}
        autoComplete={suggestions.length ? 'off' : undefined}
        maxLength={TEXT_FIELD_MAX_LENGTH}
        placeholder={field.placeholder && t(field.placeholder)}
        className={inputClass}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      {field.picks && <Picks name={field.name} label={field.label} picks={field.picks} />}
    </FieldShell>
  );
}

/**
 * 'Area / society' of property ads: typed freely, with the areas and societies of the city
 * chosen in the form offered as suggestions.
 */
export function SocietyField({ field }: { field: FieldDef }) {
  const { control } = useFormContext<AdFormValues>();
  const city = useWatch({ control, name: 'formData.location' }) as string | undefined;
  return <TextField field={field} suggestions={societiesOf(city)} />;
}

export function DescriptionField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  const format = useFormat();
  const { control } = useFormContext<AdFormValues>();
  const value = useWatch({ control, name: f.path }) ?? '';
  return (
    <FieldShell
      {...f}
      label={field.label}
      optional={field.optional}
      wide
      hint={t('sell.characters', {
        count: format.number(value.length),
        max: format.number(DESCRIPTION_MAX_LENGTH),
      })}
    >
      <textarea
        {...f.registration}
        {...f.aria}
        rows={6}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder={field.placeholder && t(field.placeholder)}
        className={`${inputClass} py-3 leading-relaxed`}
      />
    </FieldShell>
  );
}

/** Rupees (and areas): digits and a dot only (docs/product.md §5), with the amount read back as buyers will see it. */
export function PriceField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  const format = useFormat();
  const { control, setValue } = useFormContext<AdFormValues>();
  const typed: string = useWatch({ control, name: f.path }) ?? '';
  const money = Boolean(field.suffix);
  // Money may be typed the way people say it ('45k', '4.5 lac', '1.2 crore'): the field
  // shows the rupees it understood and keeps the plain number once the person moves on.
  const read = money && typed.trim() ? parsePriceText(typed) : undefined;
  const amount = read ? (read.ok ? read.rupees : undefined) : parsePrice(typed);
  const words = amount !== undefined ? format.priceWords(amount) : undefined;
  const hint =
    read && !read.ok ? (
      <span className="text-red-700">{t(read.message)}</span>
    ) : money && amount !== undefined && amount > 0 ? (
      <span>
        <span className="font-semibold text-ink">{format.price(amount)}</span>
        {words && <span> · {words}</span>}
      </span>
    ) : undefined;
  const guided = money && amount !== undefined && amount > 0 && AD_PRICE_FIELDS.includes(field.name);
  const settle = (e: React.FocusEvent<HTMLInputElement>) => {
    if (read?.ok && String(read.rupees) !== typed.trim())
      setValue(f.path, String(read.rupees), { shouldValidate: true, shouldDirty: true });
    return f.registration.onBlur(e);
  };
  return (
    <FieldShell
      {...f}
      label={field.label}
      optional={field.optional}
      hint={
        guided ? (
          <>
            {hint}
            <Suspense fallback={null}>
              <PriceGuideHint />
            </Suspense>
          </>
        ) : (
          hint
        )
      }
    >
      <div className="relative">
        {field.suffix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-base font-semibold text-muted"
          >
            {t(field.suffix)}
          </span>
        )}
        <input
          type="text"
          inputMode={money ? 'text' : 'decimal'}
          autoComplete="off"
          {...f.registration}
          {...f.aria}
          onChange={money ? f.registration.onChange : filtered(f.registration.onChange, /[^\d.]/g)}
          onBlur={money ? settle : f.registration.onBlur}
          maxLength={money ? 24 : 14}
          placeholder={field.placeholder && t(field.placeholder)}
          className={`${inputClass} ${field.suffix ? 'ps-12' : ''} font-semibold tabular-nums`}
        />
      </div>
    </FieldShell>
  );
}

export function YearField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  return (
    <FieldShell {...f} label={field.label} optional={field.optional}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        {...f.registration}
        {...f.aria}
        onChange={filtered(f.registration.onChange, /\D/g)}
        maxLength={4}
        placeholder={field.placeholder && t(field.placeholder)}
        className={`${inputClass} tabular-nums`}
      />
      {field.picks && <Picks name={field.name} label={field.label} picks={field.picks} />}
    </FieldShell>
  );
}

export function DateField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  return (
    <FieldShell {...f} label={field.label} optional={field.optional}>
      <input type="date" {...f.registration} {...f.aria} min={todayInPakistan()} className={inputClass} />
    </FieldShell>
  );
}

export function PhoneField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  return (
    <FieldShell {...f} label={field.label} optional={field.optional} hint={t('sell.phoneHint')}>
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...f.registration}
        {...f.aria}
        // '+92 300 1234567' and '0300 1234567' are fine too: the server stores 0300-1234567.
        onChange={filtered(f.registration.onChange, /[^\d\s+\-()]/g)}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder={PHONE_EXAMPLE}
        className={`${inputClass} tabular-nums`}
      />
      <VerifiedNumberPicks name={field.name} />
    </FieldShell>
  );
}

/**
 * The person's verified numbers, first and one tap away (decision 186): an ad with one of them shows
 * 'Verified'. Any other number still works; it just shows no badge.
 */
function VerifiedNumberPicks({ name }: { name: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const verified = useVerifiedPhones(Boolean(user)).data?.items ?? [];
  const { control, setValue, clearErrors } = useFormContext<AdFormValues>();
  const path = `formData.${name}` as const;
  const current = useWatch({ control, name: path });
  if (verified.length === 0) return null;
  return (
    <div role="group" aria-label={t('sell.verifiedNumbers')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">{t('sell.verifiedNumbers')}</span>
      {verified.map(({ phone }) => (
        <button
          key={phone}
          type="button"
          aria-pressed={
            typeof current === 'string' && current.replace(/\D/g, '') === phone.replace(/\D/g, '')
          }
          onClick={() => {
            setValue(path, phone, { shouldDirty: true });
            clearErrors(path);
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-3 text-sm font-medium text-ink tabular-nums hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
        >
          <bdi dir="ltr">{phone}</bdi>
          <VerifiedBadge />
        </button>
      ))}
    </div>
  );
}
