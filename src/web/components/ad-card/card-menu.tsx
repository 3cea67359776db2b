// The card's small '⋮' menu: 'Report' for now. It sits above the stretched title link, so
// opening it never opens the ad. Signed-out visitors get the login prompt instead.
import { useEffect, useId, useRef, useState } from 'react';
import { useLoginPrompt, useSession } from '../../lib/session';
import { LazyReportDialog } from '../report/lazy-report-dialog';
import { FlagIcon } from '../ui/icons/flag';
import { useTranslation } from '../../lib/translation';

export function CardMenu({ adId, title, path }: { adId: string; title: string; path: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const login = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="absolute top-14 end-1 z-10">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('card.moreActions', { title })}
        onClick={() => setOpen((o) => !o)}
        className="grid h-11 w-11 place-items-center rounded-full text-white drop-shadow hover:bg-black/20"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      {open && (
        <ul
          id={`${id}-menu`}
          role="menu"
          className="absolute end-0 mt-1 w-40 rounded-xl border border-line bg-white p-1 shadow-xl"
        >
          <li role="none">
            <button
              role="menuitem"
              type="button"
              autoFocus
              onClick={() => {
                setOpen(false);
                if (user) setReporting(true);
                else login.open({ returnTo: path });
              }}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start text-sm font-medium text-ink hover:bg-canvas"
            >
              <FlagIcon size={16} className="shrink-0" />
              {t('card.report')}
            </button>
          </li>
        </ul>
      )}
      <LazyReportDialog adId={adId} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}
