// Sign out of all devices, and delete the account behind a confirmation dialog.
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useSignOut } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsCard } from './settings-card';
import { useTranslation } from '../../../lib/translation';

export function AccountActions() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();

  return (
    <>
      <SettingsCard title={t('settings.security')} note={t('settings.securityNote')}>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await signOut({ everywhere: true });
            setBusy(false);
          }}
          className="min-h-11 rounded-lg border border-line bg-white px-5 font-semibold text-ink hover:bg-canvas disabled:opacity-50"
        >
          {t('settings.signOutAll')}
        </button>
      </SettingsCard>

      <SettingsCard title={t('settings.delete')} tone="danger" note={t('settings.deleteNote')}>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
        >
          {t('settings.deleteMine')}
        </button>
      </SettingsCard>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.deleteTitle')}
        description={t('settings.deleteText')}
        size="sm"
      >
        {remove.isError && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('settings.deleteFailed')}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className="min-h-11 rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas"
          >
            {t('settings.keep')}
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
          >
            {remove.isPending ? t('settings.deleting') : t('settings.yesDelete')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
