import { Avatar } from '../../../components/account-menu';
import type { SessionUser } from '../../../lib/session';
import { SettingsCard } from './settings-card';

/** Name, email and photo come from Google and are refreshed at every sign-in: shown, not edited. */
export function ProfileCard({ user }: { user: SessionUser }) {
  return (
    <SettingsCard
      title="Profile"
      note="From your Google account. Change them at Google; B/S picks them up the next time you sign in."
    >
      <div className="flex items-center gap-4">
        <Avatar user={user} size={64} />
        <dl className="min-w-0">
          <dt className="sr-only">Name</dt>
          <dd className="truncate text-lg font-semibold">{user.name ?? 'My Account'}</dd>
          <dt className="sr-only">Email</dt>
          <dd className="truncate text-muted">{user.email ?? 'No email shared'}</dd>
        </dl>
      </div>
    </SettingsCard>
  );
}
