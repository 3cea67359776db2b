// 'Advertise With Us / Place Your Ad' (docs/product.md §2 "Home page"). Place Your Ad behaves like Post & Add:
// signed out it asks to sign in first; signed in it opens the category chooser.
import { useState } from 'react';
import { LazyCategoryChooser } from '../../../components/lazy-dialogs';
import { useLoginPrompt, useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';

export function AdvertiseBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const login = useLoginPrompt();
  const [choosing, setChoosing] = useState(false);
  return (
    <section
      id="advertise"
      aria-labelledby="advertise-title"
      className="flex scroll-mt-24 flex-col items-start gap-4 rounded-2xl bg-sell px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10"
    >
      <div>
        <h2 id="advertise-title" className="text-2xl font-extrabold tracking-tight text-ink">
          {t('advertise.title')}
        </h2>
        <p className="mt-1 max-w-xl text-ink/80">{t('advertise.text')}</p>
      </div>
      <button
        type="button"
        disabled={choosing}
        onClick={() => (user ? setChoosing(true) : login.open({ returnTo: '/' }))}
        className="min-h-12 shrink-0 rounded-lg bg-ink px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t('advertise.cta')}
      </button>
      <LazyCategoryChooser open={choosing} onClose={() => setChoosing(false)} />
    </section>
  );
}
