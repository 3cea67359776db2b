// The moderator's buttons for one ad and its seller; which ones show depends on the ad and seller now.
import type { ModerationAction, ModerationAdResponse } from '../../../../domain/moderation-api';
import { useTranslation } from '../../../lib/translation';
import { useModerationAction } from '../api/moderation';
import { ConfirmBan } from './confirm-ban';

export function ActionBar({
  ad,
  seller,
  reason,
}: {
  ad: ModerationAdResponse['ad'];
  seller: ModerationAdResponse['seller'];
  /** Kept as written after an action: a moderator often hides an ad and then bans its seller for the
   * same reason. */
  reason: string;
}) {
  const action = useModerationAction();
  const { t } = useTranslation();
  const run = (name: ModerationAction) =>
    action.mutate({
      action: name,
      targetId: name === 'ban' || name === 'unban' ? seller.id : ad.id,
      reason: reason.trim(),
    });
  const actions: ModerationAction[] = [
    'dismiss',
    ad.status === 'hidden' ? 'restore' : 'hide',
    seller.banned ? 'unban' : 'ban',
  ];
  const danger = (name: string) => name === 'hide' || name === 'ban';
  return (
    <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
      {actions.map((name) =>
        name === 'ban' ? (
          <ConfirmBan
            key={name}
            name={seller.name}
            label={t('admin.ban')}
            disabled={action.isPending}
            onBan={() => run(name)}
          />
        ) : (
          <button
            key={name}
            type="button"
            disabled={action.isPending}
            onClick={() => run(name)}
            className={`min-h-11 rounded-lg px-4 font-semibold disabled:opacity-60 ${danger(name) ? 'bg-red-700 text-white hover:bg-red-800' : 'border border-line text-ink hover:bg-canvas'}`}
          >
            {t(`admin.${name}`)}
          </button>
        ),
      )}
    </div>
  );
}
