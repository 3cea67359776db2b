import { Link } from 'react-router';
import { CATEGORIES } from '../../../domain/categories';

const TRENDING = [
  { label: 'iPhone 15', to: '/mobile-phones?q=iPhone 15' },
  { label: 'Toyota Corolla', to: '/motors?q=Corolla' },
  { label: 'Honda CD 70', to: '/motorcycles?q=CD 70' },
  { label: '10 Marla house', to: '/property?q=10 Marla' },
  { label: 'Flats for rent in Karachi', to: '/houses?location=Karachi' },
];

/** Static link columns, back-to-top and the developer credit (SPEC §2 "Layout"). */
export function Footer() {
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
          <ul>
            {TRENDING.map((t) => (
              <li key={t.label}>
                <Link className={link} to={t.to}>
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
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
