// Label, control, hint and error of one form field. The error is linked to the control through
// aria-describedby (see useField), so a screen reader reads it when the field takes focus.
import type { ReactNode } from 'react';
import { WarningIcon } from '../../../components/ui/icons/warning';
import { useTranslation } from '../../../lib/translation';
import { fieldMessage } from '../../../lib/form-messages';

export const inputClass =
  'block min-h-12 w-full scroll-mt-28 rounded-lg border border-line bg-white px-3 text-base text-ink ' +
  'placeholder:text-muted/70 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600 ' +
  '[&[readonly]]:bg-canvas [&[readonly]]:text-muted';

export function FieldShell({
  id,
  label,
  optional,
  error,
  errorId,
  hint,
  wide,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  errorId: string;
  hint?: ReactNode;
  /** Spans both columns on wide screens (description, photos). */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-1.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t(label)}
        {optional && <span className="ms-1 font-normal text-muted">{t('sell.optional')}</span>}
      </label>
      {children}
      {hint && !error && <div className="text-sm text-muted">{hint}</div>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="flex items-start gap-1 text-sm font-medium text-red-700">
      <WarningIcon size={16} className="mt-0.5 shrink-0" />
      {fieldMessage(t, message)}
    </p>
  );
}
