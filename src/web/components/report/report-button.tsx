// The 'Report' control of the ad page: opens the dialog, or the login prompt when signed out. Before the
// app, and without it, it opens the server's popover of the same (report-popover.tsx, or the sign-in
// popover when signed out; decision 213); once the app runs, its click cancels that and opens the app's,
// unless the app's dialog is still a chunk away and the server's popover of this ad is here: then the
// popover opens as the tap lands and the chunk comes for the next time (decision 224).
import { useState } from 'react';
import { reportFormPath } from '../../../domain/safety/report-form';
import { useLoginPrompt, useSession } from '../../lib/session';
import { LazyReportDialog, loadReportDialog, reportDialogLoaded } from './lazy-report-dialog';
import { FlagIcon } from '../ui/icons/flag';
import { useTranslation } from '../../lib/translation';

export function ReportButton({
  adId,
  returnTo,
  className,
}: {
  adId: string;
  returnTo: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const login = useLoginPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        popoverTarget={user ? 'report-ad' : 'sign-in'}
        onClick={(event) => {
          if (user && !reportDialogLoaded() && serverPopoverOf(adId)) {
            // Fetched ahead for the next tap; failing here (the popover's form may be leaving the page)
            // is no one's business: the next tap asks again.
            loadReportDialog().catch(() => {});
            return;
          }
          event.preventDefault();
          if (user) setOpen(true);
          else login.open({ returnTo });
        }}
        className={
          className ??
          'inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas'
        }
      >
        <FlagIcon size={16} className="shrink-0" />
        {t('card.report')}
      </button>
      <LazyReportDialog adId={adId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The server's 'Report this ad' popover, when the page was drawn for this ad: after a move in the app
 * to another ad, the one left in the document is the first ad's and must not open.
 */
function serverPopoverOf(adId: string): Element | null {
  return document.querySelector(`#report-ad form[action="${reportFormPath(adId)}"]`);
}
