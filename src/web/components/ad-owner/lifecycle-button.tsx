// The one step a seller takes with their own ad as it stands, on My Ads and on the ad page alike:
// 'Mark as sold' for an active ad (asked once, in a dialog: buyers see it at once), 'Mark as
// available' for a sold one (its undo, so it asks nothing), 'Renew' for an expired one. A hidden ad
// is the moderators' and has none.
import { useState } from 'react';
import type { AdStatus } from '../../../domain/ad-status';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useTranslation } from '../../lib/translation';
import { useLifecycle, type LifecycleAction } from './use-lifecycle';

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
  if (!action) return null;
  const label =
    action === 'sold'
      ? t('owner.markSold')
      : action === 'available'
        ? t('owner.markAvailable')
        : t('owner.renew');
  const run = () => lifecycle.mutate({ id: ad.id, action }, { onSettled: () => setAsking(false) });
  return (
    <>
      <button
        type="button"
        disabled={lifecycle.isPending}
        onClick={() => (action === 'sold' ? setAsking(true) : run())}
        aria-label={t('owner.actionAria', { action: label, title: ad.title })}
        className={`min-h-11 w-full rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${className}`}
      >
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        tone="brand"
        message={t('owner.confirmSold')}
        detail={t('owner.confirmSoldText', { title: ad.title })}
        confirmLabel={t('owner.markSold')}
        cancelLabel={t('owner.cancel')}
        busy={lifecycle.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={run}
      />
    </>
  );
}
