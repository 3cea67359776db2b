// 'Similar ads' below the ad (decision 195): the listings' own cards, every photo loaded lazily (they
// are below the fold), and 'See all' to the listing filtered as the server chose them. A chunk of its
// own (the page loads it with React.lazy, as decision 191 does the reviews): the cards' code is not in
// the ad page's first load, and the server still draws the section with the page.
import type { AdDetail, SimilarAdsResponse } from '../../../../domain/api';
import { getCategory } from '../../../../domain/categories';
import { AdGrid } from '../../../components/ad-card/ad-grid';
import { ListLink } from '../../../components/list-link';
import { toQuery } from '../../../lib/api/client';
import { useTranslation } from '../../../lib/translation';

export default function SimilarAds({ ad, similar }: { ad: AdDetail; similar: SimilarAdsResponse }) {
  const { t } = useTranslation();
  const listing = getCategory(ad.category).listingPath + toQuery(similar.seeAll);
  return (
    <section aria-labelledby="similar-title" className="mt-8">
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id="similar-title" className="text-xl font-extrabold tracking-tight text-ink">
          {t('adPage.similar')}
        </h2>
        <ListLink
          to={listing}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('home.seeAll')}
          <span aria-hidden="true" className="rtl:-scale-x-100">
            →
          </span>
        </ListLink>
      </div>
      {/* Cards to compare and open, without their own Call, WhatsApp and Chat: the ad above is the one
          whose seller this page reaches, and its contact block is the only one on the page. */}
      <AdGrid ads={similar.items} label={t('adPage.similar')} eagerCount={0} withContact={false} />
    </section>
  );
}
