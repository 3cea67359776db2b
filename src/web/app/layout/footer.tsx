import { Link } from 'react-router';
import { CATEGORIES } from '../../../domain/categories';
import { TRENDING_LIMIT } from '../../../domain/limits';
import { Skeleton } from '../../components/ui/skeleton';
import { useTrending } from './use-trending';

/**
 * Link columns, back-to-top and the developer credit (SPEC §2 "Layout"). 'Trending Searches' are the
 * makes and models listed most right now (GET /api/trending), so each leads to ads (issue 8).
 */
export function Footer() {
  const trending = useTrending();
  const heading = 'mb-3 text-sm font-bold uppercase tracking-wide text-white';
  // Each link is a 44 px tap target (issue 8); the rows themselves carry the spacing.
  const link =
    'inline-flex min-h-11 min-w-11 items-center text-sm text-brand-100 hover:text-white hover:underline';
  return (
    <footer className="mt-12 bg-brand-800 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-5">
        <div>
          <h2 className={heading}>Popular Categories</h2>
          <ul>
            {CATEGORIES.slice(0, 6).map((c) => (
              <li key={c.key}>
                <Link className={link} to={c.listingPath}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>Trending Searches</h2>
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
              {(trending.data?.items ?? []).map((t) => (
                <li key={t.path}>
                  <Link className={link} to={t.path}>
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className={heading}>About Us</h2>
          <ul className="space-y-2 text-sm">
            <li>About B/S</li>
            <li>Careers</li>
            <li>Contact us</li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>B/S</h2>
          <ul className="space-y-2 text-sm">
            <li>Help and safety tips</li>
            <li>Terms of use</li>
            <li>Privacy policy</li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>Follow Us</h2>
          <ul className="space-y-2 text-sm">
            <li>Facebook</li>
            <li>Instagram</li>
            <li>YouTube</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs">
          <p>
            © {new Date().getFullYear()} B/S. Free classifieds in Pakistan. Built by the B/S engineering team.
          </p>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="min-h-11 rounded-lg border border-white/30 px-4 font-semibold text-white hover:bg-white/10"
          >
            ↑ Back to top
          </button>
        </div>
      </div>
    </footer>
  );
}
