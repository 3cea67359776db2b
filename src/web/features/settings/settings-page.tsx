// /settings (docs/product.md §2 leaves it unshown, so it holds what people expect): the profile from Google,
// defaults for new ads, verified numbers (decision 186), signing out everywhere, and deleting the account. Signed-in people only.
import { lazy, Suspense } from 'react';
import { RequireSignIn } from '../../components/require-sign-in';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountActions } from './components/account-actions';
import { AdDefaultsForm } from './components/ad-defaults-form';
import { ProfileCard } from './components/profile-card';
import { DisplayNameForm } from './components/display-name-form';
import { PushCard } from './components/push-card';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enSettings } from '../../i18n/en-settings';
import { LanguageChoice } from '../../components/language-switch';
import { SettingsCard } from './components/settings-card';

// Verified numbers come in their own chunk, with their texts, after the page: the settings page's
// first load stays within its budget (scripts/bench/js-budgets.ts), and the card keeps its height
// while it comes, so nothing below it moves.
const VerifiedPhonesCard = lazy(() =>
  import('./components/verified-phones-card').then((m) => ({ default: m.VerifiedPhonesCard })),
);

export function Component() {
  useEnglishSection('settings', enSettings);
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <RequireSignIn reason={t('settings.signIn')}>
      <SettingsPage />
    </RequireSignIn>
  );
}

function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('settings.title')}</h1>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-5">
        <SettingsCard title={t('lang.label')} note={t('settings.languageNote')}>
          <LanguageChoice />
        </SettingsCard>
        <ProfileCard user={user} />
        <DisplayNameForm key={`name-${user.id}`} user={user} />
        {/* Keyed by person so the form starts from the saved values after any change of account. */}
        <AdDefaultsForm key={user.id} user={user} />
        <Suspense
          fallback={<div aria-hidden="true" className="h-56 rounded-2xl border border-line bg-white" />}
        >
          <VerifiedPhonesCard key={`phones-${user.id}`} />
        </Suspense>
        <PushCard />
        <AccountActions />
      </div>
    </div>
  );
}
