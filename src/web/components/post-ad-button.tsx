// The yellow 'Post & Add' button (docs/product.md §4): signed out it opens the login modal (home after sign-in);
// signed in it opens the category chooser, and stays disabled while the chooser is open.
import { useState } from 'react';
import { useLoginPrompt, useSession } from '../lib/session';
import { LazyCategoryChooser } from './lazy-dialogs';
import { useTranslation } from '../lib/translation';

export function PostAdButton() {
  const { t } = useTranslation();
  const { user } = useSession();
  const login = useLoginPrompt();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={choosing}
        // Signed out, before the app: the server's sign-in popover back home (sign-in-popover.tsx).
        popoverTarget={user ? undefined : 'sign-in-to-post'}
        onClick={(event) => {
          event.preventDefault();
          return user ? setChoosing(true) : login.open({ returnTo: '/' });
        }}
        className="min-h-11 shrink-0 whitespace-nowrap rounded-full bg-sell px-3 text-sm sm:px-4 font-bold text-ink shadow-sm ring-2 ring-sell-dark/40 hover:bg-sell-dark disabled:cursor-default disabled:opacity-60"
      >
        {t('topBar.postAd')}
      </button>
      <LazyCategoryChooser open={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}
