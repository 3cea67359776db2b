// A dialog the server draws as a native popover, after the app's root (decisions 208, 213): a
// `popovertarget` opens it before the app has come and with JavaScript off, its heading names it
// (`${id}-title`), and its × closes it without a script. React never hydrates it.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';

export function ServerDialog({
  id,
  title,
  beforeAppOnly,
  children,
}: {
  id: string;
  title: string;
  /** The app never opens it: boot.js takes it out of the document once the app starts (decision 216). */
  beforeAppOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-bs-before-app={beforeAppOnly ? '' : undefined}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border-0 bg-white p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={t('common.close')}
          className="-me-2 -mt-2 grid h-11 w-11 shrink-0 place-items-center rounded-lg text-xl text-muted hover:bg-canvas"
        >
          ×
        </button>
      </div>
      {children}
    </div>
  );
}
