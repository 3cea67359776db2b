import { Link } from 'react-router';
import { CATEGORIES } from '../../../domain/categories';
import { TRENDING_LIMIT } from '../../../domain/limits';
import { Skeleton } from '../../components/ui/skeleton';
import { useTrending } from '../../lib/api/trending';
import { useTranslation } from '../../lib/translation';

/**
 * Link columns, back-to-top and the developer credit (docs/product.md §2 "Layout"). 'Trending Searches' are the
 * makes and models listed most right now (GET /api/trending), so each leads to ads.
 */
export function Footer() {
  const { t } = useTranslation();
  const trending = useTrending();
  const heading = 'mb-3 text-sm font-bold uppercase tracking-wide text-white';
  // Each link is a 44 px tap target; the rows themselves carry the spacing.
  const link =
    'inline-flex min-h-11 min-w-11 items-center text-sm text-brand-100 hover:text-white hover:underline';
  return (
    <footer className="mt-12 bg-brand-800 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-5">
        <div>
          <h2 className={heading}>{t('footer.popular')}</h2>
          <ul>
            {CATEGORIES.slice(0, 6).map((c) => (
              <li key={c.key}>
                <Link className={link} to={c.listingPath}>
                  {t(c.name)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t('footer.trending')}</h2>
          {trending.isPending ? (
            <ul aria-hidden="true">
              {Array.from({ length: TRENDING_LIMIT }, (_, i) => (
                <li key={i} className="flex min-h-11 items-center">
                  <Skeleton className="h-4 w-28 bg-white/15" />
                </li>
              ))}
            </ul>
          ) : (
            <ul>
              {(trending.data?.items ?? []).map((item) => (
                <li key={item.path}>
                  <Link className={link} to={item.path}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className={heading}>{t('footer.about')}</h2>
          <ul className="space-y-2 text-sm">
            <li>{t('footer.aboutBs')}</li>
            <li>{t('footer.careers')}</li>
            <li>{t('footer.contact')}</li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>B/S</h2>
          <ul className="space-y-2 text-sm">
            <li>{t('footer.help')}</li>
            <li>{t('footer.terms')}</li>
            <li>{t('footer.privacy')}</li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t('footer.follow')}</h2>
          <ul className="space-y-2 text-sm">
            <li>Facebook</li>
            <li>Instagram</li>
            <li>YouTube</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs">
          <p>{t('footer.credit', { year: new Date().getFullYear() })}</p>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="min-h-11 rounded-lg border border-white/30 px-4 font-semibold text-white hover:bg-white/10"
          >
            {t('footer.backToTop')}
          </button>
        </div>
      </div>
    </footer>
  );
}
