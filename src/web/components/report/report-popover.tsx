// 'Report this ad' as the server draws it (decision 213): signed in, the ad page's 'Report' opens it as
// a native popover before the app has come and with JavaScript off, and 'Send report' posts it as a
// form to the report route's form twin, which comes back to the ad with the thanks. Once the app runs,
// 'Report' opens the app's own dialog instead (its click cancels the popover's). Only the server draws
// it, after the app's root (entry-server.tsx): React never hydrates it, so the app's first load pays
// nothing for it, and the reasons and their words are the app's dialog's (src/domain).
import { REPORT_NOTE_MAX_LENGTH } from '../../../domain/limits';
import { reportFormPath } from '../../../domain/safety/report-form';
import { REPORT_MSG } from '../../../domain/safety/reports';
import { useTranslation } from '../../lib/translation';
import { ServerDialog } from '../ui/server-dialog';
import { ReportReasons } from './report-reasons';

/** The popover's id: ReportButton names it as a literal, which keeps the page's code smaller. */
const REPORT_POPOVER_ID = 'report-ad';

export function ReportPopover({ adId, back }: { adId: string; back: string }) {
  const { t } = useTranslation();
  const id = REPORT_POPOVER_ID;
  return (
    <ServerDialog id={id} title={t(REPORT_MSG.title)}>
      <form method="post" action={reportFormPath(adId)} className="mt-3 flex flex-col gap-4">
        <input type="hidden" name="back" value={back} />
        <ReportReasons name="reason" />
        <div>
          <label htmlFor={`${id}-note`} className="text-sm font-semibold text-ink">
            {t('report.anythingElse')}
          </label>
          <textarea
            id={`${id}-note`}
            name="note"
            maxLength={REPORT_NOTE_MAX_LENGTH}
            rows={3}
            className="mt-1 w-full rounded-lg border border-line p-3 text-base"
          />
        </div>
        <button
          type="submit"
          className="flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t(REPORT_MSG.send)}
        </button>
      </form>
    </ServerDialog>
  );
}
