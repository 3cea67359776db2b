import { Avatar } from '../../../components/account-menu';
import type { SessionUser } from '../../../lib/session';
import { SettingsCard } from './settings-card';
import { useTranslation } from '../../../lib/translation';

/** Name, email and photo come from Google and are refreshed at every sign-in: shown, not edited. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('settings.profile')} note={t('settings.profileNote')}>
      <div className="flex items-center gap-4">
        <Avatar user={user} size={64} />
        <dl className="min-w-0">
          <dt className="sr-only">{t('settings.name')}</dt>
          <dd className="truncate text-lg font-semibold">{user.name ?? t('topBar.myAccount')}</dd>
          <dt className="sr-only">{t('settings.email')}</dt>
          <dd className="truncate text-muted">{user.email ?? t('settings.noEmail')}</dd>
        </dl>
      </div>
    </SettingsCard>
  );
}
