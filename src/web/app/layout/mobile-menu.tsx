import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { CATEGORIES, NAV_LINKS } from '../../../domain/categories';
import { useSession } from '../../lib/session';

/** The slide-in menu on phones (SPEC §2): the five links and every category. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const { user } = useSession();
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  const linkClass = 'flex min-h-11 items-center rounded-lg px-3 text-base hover:bg-canvas';
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <span className="text-lg font-extrabold text-brand-700">B/S</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="grid h-11 w-11 place-items-center rounded-lg text-2xl"
          >
            ×
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} onClick={onClose} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user && (
            <>
              <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted">My account</p>
              <ul>
                <li>
                  <NavLink to="/my-ads" onClick={onClose} className={linkClass}>
                    My Ads
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/settings" onClick={onClose} className={linkClass}>
                    Settings
                  </NavLink>
                </li>
                {user.isModerator && (
                  <li>
                    <NavLink to="/admin" onClick={onClose} className={linkClass}>
                      Moderation
                    </NavLink>
                  </li>
                )}
              </ul>
            </>
          )}
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted">All categories</p>
          <ul>
            {CATEGORIES.map((c) => (
              <li key={c.key}>
                <NavLink to={c.listingPath} onClick={onClose} className={linkClass}>
                  <span aria-hidden="true" className="mr-3">
                    {c.icon}
                  </span>
                  {c.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
