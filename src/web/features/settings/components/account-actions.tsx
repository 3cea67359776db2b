// Sign out of all devices, and delete the account behind a confirmation dialog.
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useSignOut } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsCard } from './settings-card';

export function AccountActions() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();

  return (
    <>
      <SettingsCard
        title="Security"
        note="Lost a phone, or signed in on a shared computer? This ends every session, here too."
      >
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
          Sign out of all devices
        </button>
      </SettingsCard>

      <SettingsCard
        title="Delete account"
        tone="danger"
        note="Removes your account, every ad you posted and their photos. This cannot be undone."
      >
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
        >
          Delete my account
        </button>
      </SettingsCard>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account?"
        description="Your ads and their photos are removed and you are signed out everywhere. This cannot be undone."
        size="sm"
      >
        {remove.isError && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            Could not delete your account. Please try again.
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className="min-h-11 rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas"
          >
            Keep my account
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
          >
            {remove.isPending ? 'Deleting…' : 'Yes, delete everything'}
          </button>
        </div>
      </Dialog>
    </>
  );
}
