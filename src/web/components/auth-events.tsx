// Sign-in toasts (docs/product.md §4), and the ad whose heart was pressed before signing in, saved. The server
// leaves a one-shot cookie after /auth/callback; this reads it
// once, deletes it, and shows the toast. A fixed toast id keeps it to one toast per sign-in even when
// React runs the effect twice or both layouts mount.
import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { useTranslation } from '../lib/translation';
import { AUTH_FLASH } from '../../domain/api';
import { TOAST_DEFAULT_MS, TOAST_SUCCESS_MS } from '../../domain/limits';
import { useSaveAfterSignIn } from './saved/saved-ad-ids';

function takeFlash(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${AUTH_FLASH.cookie}=([^;]*)`));
  if (!match) return undefined;
  document.cookie = `${AUTH_FLASH.cookie}=; Max-Age=0; Path=/; SameSite=Lax`;
  return match[1];
}

export function AuthEvents() {
  // A heart pressed while signed out is saved once the person is back.
  useSaveAfterSignIn();
  const { t } = useTranslation();
  useEffect(() => {
    const flash = takeFlash();
    if (flash === AUTH_FLASH.signedIn) {
      toast.success(t('auth.signedIn'), { id: 'auth-signed-in', duration: TOAST_SUCCESS_MS });
    } else if (flash === AUTH_FLASH.failed) {
      // The text carries its own ❌, so no second icon.
      toast(t('auth.signInFailed'), {
        id: 'auth-failed',
        duration: TOAST_DEFAULT_MS,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      });
    }
    // Again on a language switch, but the cookie is gone after the first read: one toast.
  }, [t]);
  return null;
}
