// A ban takes a person's ads off B/S and every change from them: the first tap asks, the second bans. Both the
// ad page's 'Ban seller' and a reported chat's 'Ban {name}' go through here, so a ban always asks once.
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';

export function ConfirmBan({
  name,
  label,
  disabled,
  onBan,
}: {
  /** The person's name, said in the question. */
  name: string;
  /** The first button's words: 'Ban seller', 'Ban {name}'. */
  label: string;
  disabled: boolean;
  onBan(): void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const red =
    'min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
  if (!asking)
    return (
      <button type="button" disabled={disabled} onClick={() => setAsking(true)} className={red}>
        {label}
      </button>
    );
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 p-3"
    >
      <p className="text-sm font-semibold text-red-900" dir="auto">
        {t('admin.banAsk', { name })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            setAsking(false);
            onBan();
          }}
          className={red}
        >
          {t('admin.banYes')}
        </button>
        <button
          type="button"
          onClick={() => setAsking(false)}
          className="min-h-11 rounded-lg border border-line bg-white px-4 font-semibold text-ink hover:bg-canvas"
        >
          {t('admin.banNo')}
        </button>
      </div>
    </div>
  );
}
