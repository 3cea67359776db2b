// 'Login into your B/S account' (docs/product.md §2): Google is the way in; Facebook, email and phone are shown
// but disabled. Continuing is a full navigation to /auth/login: the server runs the OpenID Connect
// flow (and, without a Google client, the development sign-in page stands in for Google).
import { useEffect, useState, type ReactNode } from 'react';
import { loginUrl, useLoginPrompt, useLoginPromptState, useSession } from '../lib/session';
import { Dialog } from './ui/dialog';
import { useTranslation } from '../lib/translation';

export function LoginModal() {
  const { t } = useTranslation();
  const { close } = useLoginPrompt();
  const { isOpen, returnTo } = useLoginPromptState();
  const { user } = useSession();
  const [leaving, setLeaving] = useState(false);
  // Signed in (say, in another tab) while the prompt was open: nothing left to ask.
  useEffect(() => {
    if (user && isOpen) close();
  }, [user, isOpen, close]);

  return (
    <Dialog
      open={isOpen && !user}
      onClose={close}
      title={t('login.title')}
      description={t('login.description')}
      size="sm"
    >
      <div className="grid gap-3">
        <button
          type="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            window.location.assign(loginUrl(returnTo));
          }}
          className="flex min-h-12 items-center justify-center gap-3 rounded-xl border border-line bg-white px-4 font-semibold text-ink shadow-sm hover:border-brand-600 hover:bg-brand-50 disabled:opacity-70"
        >
          <GoogleMark />
          {leaving ? t('login.openingGoogle') : t('login.google')}
        </button>
        <div className="my-1 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          {t('login.or')}
          <span className="h-px flex-1 bg-line" />
        </div>
        <SoonButton icon={<FacebookMark />}>{t('login.facebook')}</SoonButton>
        <SoonButton icon={<MailMark />}>{t('login.email')}</SoonButton>
        <SoonButton icon={<PhoneMark />}>{t('login.phone')}</SoonButton>
      </div>
      <p className="mt-5 text-center text-xs leading-relaxed text-muted">{t('login.privacy')}</p>
    </Dialog>
  );
}

function SoonButton({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled
      className="flex min-h-12 cursor-not-allowed items-center gap-3 rounded-xl border border-line bg-canvas px-4 text-start font-medium text-muted"
    >
      <span className="grid w-6 place-items-center">{icon}</span>
      <span className="flex-1">{children}</span>
      <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
        {t('login.soon')}
      </span>
    </button>
  );
}

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function MailMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

function PhoneMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}
