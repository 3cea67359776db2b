// The Login button when signed out (it returns to the page it was pressed on), the profile menu when signed in (docs/product.md §2 "Layout"): avatar
// (initials when there is no photo), name or 'My Account', My Ads, Settings, Logout. The menu follows
// the APG menu-button pattern: arrows move, Escape closes and returns focus, Tab leaves.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useLoginPrompt, useSession, useSignOut, type SessionUser } from '../lib/session';
import { accountLinksFor } from './account-links';
import { useTranslation } from '../lib/translation';

export function AccountMenu() {
  const { user, isLoading } = useSession();
  const { t } = useTranslation();
  const login = useLoginPrompt();
  // Hold the space while we ask, so the bar does not jump from Login to the avatar.
  if (isLoading) return <span className="block h-11 w-16" aria-hidden="true" />;
  if (user) return <ProfileMenu user={user} />;
  // Before the app, the server's sign-in popover; once the app runs, its modal (the click's default,
  // opening the popover, is cancelled).
  return (
    <button
      type="button"
      popoverTarget="sign-in"
      onClick={(event) => {
        event.preventDefault();
        login.open();
      }}
      className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {t('topBar.login')}
    </button>
  );
}

function initialsOf(user: Pick<SessionUser, 'name' | 'email'>): string {
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length ? words.slice(0, 2).map((w) => w[0]) : [user.email?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** The person's photo from Google, or their initials on the brand colour. */
export function Avatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  const [broken, setBroken] = useState(false);
  if (user.avatarUrl && !broken) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initialsOf(user)}
    </span>
  );
}

function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const signOut = useSignOut();
  const label = user.name ?? t('topBar.myAccount');

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const closeMenu = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const openWith = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(-1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  };

  const itemClass =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium text-ink hover:bg-canvas focus-visible:bg-canvas';

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        // Before the app and without it, the server's menu (account-popover.tsx, decision 213); once
        // the app runs, this one (the click's default, opening that popover, is cancelled).
        popoverTarget="account-menu"
        onClick={(event) => {
          event.preventDefault();
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKey}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pe-2 ps-1 hover:bg-canvas"
      >
        <Avatar user={user} size={34} />
        <span className="sr-only max-w-36 truncate text-sm font-semibold sm:not-sr-only">{label}</span>
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="hidden text-muted sm:block"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        // On a phone the avatar sits left of 'Post & Add', so a panel hung from its right edge ran off
        // the screen's left: there it spans the screen under the bar instead.
        <div className="fixed inset-x-3 top-[4.25rem] z-40 rounded-xl border border-line bg-white p-2 shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:end-0 sm:mt-2 sm:w-64">
          <div className="flex items-center gap-3 border-b border-line px-2 pt-1 pb-3">
            <Avatar user={user} size={40} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{label}</p>
              {user.email && <p className="truncate text-xs text-muted">{user.email}</p>}
            </div>
          </div>
          <ul
            ref={menu}
            id={`${id}-menu`}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKey}
            className="pt-2"
          >
            {accountLinksFor(user).map((link) => (
              <li key={link.path} role="none">
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to={link.path}
                  onClick={() => closeMenu(false)}
                  className={itemClass}
                >
                  <link.icon size={18} className="shrink-0 text-brand-700" />
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li role="none" className="mt-1 border-t border-line pt-1">
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                onClick={() => {
                  closeMenu(false);
                  void signOut();
                }}
                className={itemClass}
              >
                <span aria-hidden="true" className="w-[18px] shrink-0 text-center">
                  ↩︎
                </span>
                {t('topBar.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
