// 'Recently viewed': the last ads this browser opened, above the category rows. A row that
// scrolls sideways on phones, so eight cards do not push the categories four screens down.
import { AdCard } from '../../../components/ad-card/ad-card';
import { useRecentlyViewed } from '../../../lib/recently-viewed';
import { useTranslation } from '../../../lib/translation';

export function RecentlyViewed() {
  const { t } = useTranslation();
  const ads = useRecentlyViewed();
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className="mb-3 text-xl font-extrabold tracking-tight text-ink">
        {t('home.recent')}
      </h2>
      <ul
        aria-label={t('home.recentList')}
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-4 lg:overflow-visible lg:px-0"
      >
        {ads.map((ad) => (
          <li key={ad.id} className="flex w-44 shrink-0 snap-start sm:w-56 lg:w-auto">
            <AdCard ad={ad} withContact={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
