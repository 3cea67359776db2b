// The heart on every card and on the ad page: 'Save ad' or 'Saved'. Signed out, it opens
// the login prompt and the ad is saved once the person is back (useSaveAfterSignIn, in AuthEvents).
// Signed out it asks nothing of the cache: a page of 50 cards hydrates without 50 query observers.
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { useLoginPrompt, useSession } from '../../lib/session';
import { useToggleSave } from '../../lib/api/saved-ads';
import { rememberSaveAfterSignIn, useSavedAdIds } from './saved-ad-ids';
import { useTranslation } from '../../lib/translation';

interface HeartProps {
  adId: string;
  className?: string;
}

export function SaveButton(props: HeartProps) {
  const { user } = useSession();
  return user ? <SignedInHeart {...props} /> : <SignedOutHeart {...props} />;
}

// Signed out, the heart opens the server's sign-in popover before the app has come and without it,
// at once, as 'Login' does (decision 218): a form would have gone to the sign-in page, a page load on
// a slow line. boot.js remembers the ad (data-bs-save-after-sign-in) so it is saved once the person is
// back, as the app's click does; the app's click cancels the popover and opens its own prompt.
function SignedOutHeart({ adId, className = '' }: HeartProps) {
  const login = useLoginPrompt();
  return (
    <div className={className}>
      <HeartButton
        saved={false}
        type="button"
        popoverTarget="sign-in"
        data-bs-save-after-sign-in={adId}
        onClick={(event) => {
          event.preventDefault();
          rememberSaveAfterSignIn(adId);
          login.open();
        }}
      />
    </div>
  );
}

// Signed in, a form that posts (decision 208): before the app has come, boot.js holds the tap for it;
// without JavaScript the browser sends it, and the server saves and comes back to this page. Once the
// app runs, the tap is the app's (its default, sending the form, is cancelled).
function SignedInHeart({ adId, className = '' }: HeartProps) {
  const saved = useSavedAdIds().has(adId);
  const toggle = useToggleSave();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={`/api/saved-ads/${adId}`} className={className}>
      <input type="hidden" name="save" value={saved ? '0' : '1'} />
      <input type="hidden" name="back" value={pathname + search} />
      <HeartButton
        saved={saved}
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          toggle.mutate({ adId, save: !saved });
        }}
      />
    </form>
  );
}

function HeartButton({ saved, ...button }: { saved: boolean } & ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      {...button}
      aria-pressed={saved}
      aria-label={saved ? t('card.saved') : t('card.save')}
      title={saved ? t('card.saved') : t('card.save')}
      className="grid h-11 w-11 place-items-center rounded-full bg-white/95 shadow-sm hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.4 1.1 4.8 2.8 1.4-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={saved ? '#e11d48' : 'none'}
          stroke={saved ? '#e11d48' : '#334155'}
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
