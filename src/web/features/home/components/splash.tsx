// The splash of docs/product.md §2: the brand mark until the home rows arrive. Only on a cold load (cached rows
// skip it), and never longer than SPLASH_MAX_MS: after that the rows' skeletons take over.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation';

const SPLASH_MAX_MS = 1200;

export function Splash() {
  const { t } = useTranslation();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), SPLASH_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  if (expired) return null;
  return (
    <div
      role="status"
      aria-label={t('home.splash')}
      className="fixed inset-0 z-50 grid place-items-center bg-white"
    >
      <div className="flex flex-col items-center gap-3 motion-safe:animate-pulse">
        <span className="grid h-20 w-20 place-items-center rounded-2xl bg-brand-700 text-3xl font-extrabold text-sell shadow-lg">
          B/S
        </span>
        <span className="text-sm font-semibold text-muted">{t('home.splashText')}</span>
      </div>
    </div>
  );
}
