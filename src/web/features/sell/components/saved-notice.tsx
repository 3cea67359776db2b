// What a seller sees once their ad is saved (posted or edited): the spec's confirmation, and links to
// the ad itself and to My Ads, instead of being sent home where neither is in sight. Focus and the
// page move to it, so a phone that was scrolled to the submit button shows it and a screen reader
// reads it.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SavedAdResponse } from '../../../../domain/api';
import { useTranslation } from '../../../lib/translation';

export function SavedNotice({ saved, editing }: { saved: SavedAdResponse; editing: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="saved-title"
      className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-8 text-center"
    >
      <h2 id="saved-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
        {editing ? t('sell.savedEdit') : t('sell.savedNew')}
      </h2>
      <p role="status" className="text-ink">
        {t('sell.success')}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link
          to={saved.path}
          className="flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t('sell.viewAd')}
        </Link>
        <Link
          to="/my-ads"
          className="flex min-h-12 items-center justify-center rounded-lg border border-brand-700 bg-white px-6 font-semibold text-brand-700 hover:bg-brand-100"
        >
          {t('sell.goMyAds')}
        </Link>
      </div>
    </section>
  );
}
