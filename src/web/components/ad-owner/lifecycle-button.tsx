// The one step a seller takes with their own ad as it stands, on My Ads and on the ad page alike:
// 'Mark as sold' for an active ad (asked once, in a dialog: buyers see it at once), 'Mark as
// available' for a sold one (its undo, so it asks nothing), 'Renew' for an expired one. A hidden ad
// is the moderators' and has none.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AdStatus } from '../../../domain/ad-status';
import { useTranslation } from '../../lib/translation';
import { useLifecycle, type LifecycleAction } from '../../lib/api/ad-lifecycle';

// The question comes with the first tap that needs it (fetched once the page is idle, decision
// 137): most visits to an ad page never ask it.
const loadConfirm = () => import('../ui/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmDialog })));

const ACTION: Partial<Record<AdStatus, LifecycleAction>> = {
  active: 'sold',
  sold: 'available',
  expired: 'renew',
};

export function LifecycleButton({
  ad,
  className = '',
}: {
  ad: { id: string; title: string; status: AdStatus };
  className?: string;
}) {
  const { t } = useTranslation();
  const lifecycle = useLifecycle();
  const [asking, setAsking] = useState(false);
  const action = ACTION[ad.status];
  useEffect(() => {
    if (action !== 'sold') return;
    const timer = setTimeout(() => void loadConfirm().catch(() => undefined), 1500);
    return () => clearTimeout(timer);
  }, [action]);
  if (!action) return null;
  const label =
    action === 'sold'
      ? t('owner.markSold')
      : action === 'available'
        ? t('owner.markAvailable')
        : t('owner.renew');
  const run = () => void lifecycle.run(ad.id, action).finally(() => setAsking(false));
  return (
    <>
      <button
        type="button"
        disabled={lifecycle.pending}
        onClick={() => (action === 'sold' ? setAsking(true) : run())}
        aria-label={t('owner.actionAria', { action: label, title: ad.title })}
        className={`min-h-11 w-full rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${className}`}
      >
        {label}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            tone="brand"
            message={t('owner.confirmSold')}
            detail={t('owner.confirmSoldText', { title: ad.title })}
            confirmLabel={t('owner.markSold')}
            cancelLabel={t('owner.cancel')}
            busy={lifecycle.pending}
            onCancel={() => setAsking(false)}
            onConfirm={run}
          />
        </Suspense>
      )}
    </>
  );
}
