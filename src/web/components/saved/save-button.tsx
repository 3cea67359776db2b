// The heart on every card and on the ad page: 'Save ad' or 'Saved'. Signed out, it opens
// the login prompt and the ad is saved once the person is back (useSaveAfterSignIn, in AuthEvents).
// Signed out it asks nothing of the cache: a page of 50 cards hydrates without 50 query observers.
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { useLoginPrompt, useSession } from '../../lib/session';
import { savedAdPath, useToggleSave } from '../../lib/api/saved-ads';
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

// Signed in, a form that posts (decision 208): without JavaScript the browser sends it, and the server
// saves and comes back to this page. Before the app has called hydrateRoot, boot.js saves it itself
// through the JSON route and turns the heart at once (data-bs-save-now, decision 222): the tap took the
// app's 1-2 s start on a slow phone. Once the app runs, the tap is the app's (its default, sending the
// form, is cancelled).
function SignedInHeart({ adId, className = '' }: HeartProps) {
  const saved = useSavedAdIds().has(adId);
  const toggle = useToggleSave();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  return (
    <form method="post" action={savedAdPath(adId)} data-bs-save-now="" className={className}>
      <input type="hidden" name="save" value={saved ? '0' : '1'} />
      <input type="hidden" name="back" value={pathname + search} />
      <HeartButton
        saved={saved}
        type="submit"
        // What the heart says once turned: boot.js swaps it with its label when it saves before the app.
        data-bs-turned-label={saved ? t('card.save') : t('card.saved')}
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
      className="group grid h-11 w-11 place-items-center rounded-full bg-white/95 shadow-sm hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        {/* Filled from the button's aria-pressed, which boot.js turns too before the app (decision 222). */}
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.4 1.1 4.8 2.8 1.4-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          className="fill-none stroke-[#334155] group-aria-pressed:fill-[#e11d48] group-aria-pressed:stroke-[#e11d48]"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
