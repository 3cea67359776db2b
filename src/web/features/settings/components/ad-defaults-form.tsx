// The default contact number and city that prefill every new ad. Validated by the same zod schema
// as PATCH /api/me/settings, so the form and the server give the same messages.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { CITIES } from '../../../../domain/categories';
import { PHONE_EXAMPLE } from '../../../../domain/format/phone';
import { PHONE_INPUT_MAX_LENGTH } from '../../../../domain/limits';
import { settingsSchema, type SettingsInput } from '../../../../domain/schemas/settings';
import type { SessionUser } from '../../../lib/session';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsCard } from './settings-card';
import { showSaveError } from '../lib/show-save-error';
import { useTranslation } from '../../../lib/translation';
import { fieldMessage } from '../../../lib/form-messages';

const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600';

export function AdDefaultsForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const save = useUpdateSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsInput>({
    // raw: send what the person typed; the server normalises it with the same schema.
    resolver: zodResolver(settingsSchema, undefined, { raw: true }),
    defaultValues: { defaultPhone: user.defaultPhone ?? '', defaultCity: user.defaultCity ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: saved } = await save.mutateAsync(values);
      reset({ defaultPhone: saved?.defaultPhone ?? '', defaultCity: saved?.defaultCity ?? '' });
      toast.success(t('settings.saved'));
    } catch (error) {
      showSaveError(error, setError, t('settings.saveFailed'));
    }
  });

  return (
    <SettingsCard title={t('settings.adDefaults')} note={t('settings.adDefaultsNote')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="defaultPhone" className="text-sm font-semibold">
            {t('settings.defaultPhone')}
          </label>
          <input
            id="defaultPhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={PHONE_EXAMPLE}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            aria-invalid={errors.defaultPhone ? true : undefined}
            aria-describedby="defaultPhone-hint"
            className={`${inputClass} ${errors.defaultPhone ? 'border-red-600' : 'border-line'}`}
            {...register('defaultPhone')}
          />
          <p
            id="defaultPhone-hint"
            className={`mt-1 text-sm ${errors.defaultPhone ? 'text-red-700' : 'text-muted'}`}
          >
            {errors.defaultPhone?.message
              ? fieldMessage(t, errors.defaultPhone.message)
              : t('settings.phoneHint', { example: PHONE_EXAMPLE })}
          </p>
        </div>
        <div>
          <label htmlFor="defaultCity" className="text-sm font-semibold">
            {t('settings.defaultCity')}
          </label>
          <select
            id="defaultCity"
            aria-invalid={errors.defaultCity ? true : undefined}
            aria-describedby={errors.defaultCity ? 'defaultCity-error' : undefined}
            className={`${inputClass} ${errors.defaultCity ? 'border-red-600' : 'border-line'}`}
            {...register('defaultCity')}
          >
            <option value="">{t('settings.noCity')}</option>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {t(city)}
              </option>
            ))}
          </select>
          {errors.defaultCity && (
            <p id="defaultCity-error" className="mt-1 text-sm text-red-700">
              {fieldMessage(t, errors.defaultCity.message ?? '')}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={save.isPending || !isDirty}
            className="min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
          >
            {save.isPending ? t('settings.saving') : t('settings.saveDefaults')}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
