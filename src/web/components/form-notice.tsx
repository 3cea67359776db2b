// What a form sent without the app has just done ('Report' sent, decision 213), on the page it came
// back to: the server draws it once, after the app's root, from the form's flash cookie. An open
// non-modal <dialog> shows without a script, and its × closes it without one (a form of method
// "dialog"; its display is set only while open, or it would outrank the closed dialog's none).
// React never hydrates it.
import type { FormNotice } from '../../domain/form-notices';
import { REPORT_MSG } from '../../domain/safety/reports';
import { useTranslation } from '../lib/translation';

/** Each notice in the words the app's own dialog or toast says it. */
const WORDS = {
  reported: REPORT_MSG.thanks,
  alreadyReported: REPORT_MSG.already,
  signedOut: 'auth.signedOut',
} as const satisfies Record<FormNotice, string>;

export function FormNoticeBanner({ notice }: { notice: FormNotice }) {
  const { t } = useTranslation();
  return (
    <dialog
      open
      id="form-notice"
      className="fixed inset-x-3 bottom-4 z-50 mx-auto max-w-md rounded-xl border-0 bg-ink p-4 text-white shadow-xl open:flex open:items-start open:gap-3"
    >
      <p role="status" className="flex-1 text-sm font-medium">
        {t(WORDS[notice])}
      </p>
      <form method="dialog">
        <button
          type="submit"
          aria-label={t('common.close')}
          className="-me-2 -mt-2 grid h-11 w-11 place-items-center rounded-lg text-xl text-white/80 hover:bg-white/10"
        >
          ×
        </button>
      </form>
    </dialog>
  );
}
