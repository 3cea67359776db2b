// The name shown on the person's page, ads and chats instead of their Google name (decision 185).
// Validated by the same zod schema as PATCH /api/me/display-name: no number, email or link.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../../domain/limits';
import { sellerPath } from '../../../../domain/categories';
import { displayNameSchema, type DisplayNameInput } from '../../../../domain/schemas';
import type { SessionUser } from '../../../lib/session';
import { useUpdateDisplayName } from '../api/update-display-name';
import { SettingsCard } from './settings-card';
import { showSaveError } from '../lib/show-save-error';
import { useTranslation } from '../../../lib/translation';
import { fieldMessage } from '../../../lib/form-messages';

export function DisplayNameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const save = useUpdateDisplayName();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<DisplayNameInput>({
    resolver: zodResolver(displayNameSchema, undefined, { raw: true }),
    defaultValues: { displayName: user.displayName ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: saved } = await save.mutateAsync(values);
      reset({ displayName: saved?.displayName ?? '' });
      toast.success(t('settings.nameSaved'));
    } catch (error) {
      showSaveError(error, setError, t('settings.saveFailed'));
    }
  });

  return (
    <SettingsCard title={t('settings.displayName')} note={t('settings.displayNameNote')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <div>
          <label htmlFor="displayName" className="text-sm font-semibold">
            {t('settings.displayName')}
          </label>
          <input
            id="displayName"
            dir="auto"
            autoComplete="nickname"
            placeholder={user.name ?? ''}
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            aria-invalid={errors.displayName ? true : undefined}
            aria-describedby={errors.displayName ? 'displayName-error' : undefined}
            className={`mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-ink ${errors.displayName ? 'border-red-600' : 'border-line'}`}
            {...register('displayName')}
          />
          {errors.displayName && (
            <p id="displayName-error" className="mt-1 text-sm text-red-700">
              {fieldMessage(t, errors.displayName.message ?? '')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={save.isPending || !isDirty}
            className="min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
          >
            {save.isPending ? t('settings.saving') : t('settings.saveName')}
          </button>
          <Link
            to={sellerPath(user.id)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('account.publicPage')}
          </Link>
        </div>
      </form>
    </SettingsCard>
  );
}
