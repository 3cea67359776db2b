// An ad as lists show it (docs/product.md §2 "Ad card"). The title link is stretched over the whole card: one
// tab stop, and a click anywhere opens the ad, or the login prompt for a signed-out visitor.
import { ListLink } from '../list-link';
import type { MouseEvent } from 'react';
import type { AdSummary } from '../../../domain/api';
import { adPath } from '../../../domain/categories';
import { useLoginPrompt, useSession } from '../../lib/session';
import { CardContact } from './card-contact';
import { CardCover } from './card-cover';
import { CardMenu } from './card-menu';
import { PriceText } from './price-text';
import { PriceDropLine } from './price-drop-line';
import { SaveButton } from '../saved/save-button';
import { useOwnAdIds } from '../saved/saved-ad-ids';
import { useTranslation } from '../../lib/translation';
import { useFactText, useFormat } from '../../lib/use-lang';

export function AdCard({
  ad,
  eager = false,
  withContact = true,
}: {
  ad: AdSummary;
  /** The first row loads at once; the rest lazily. */
  eager?: boolean;
  withContact?: boolean;
}) {
  const { t } = useTranslation();
  const fact = useFactText();
  const format = useFormat();
  const { user } = useSession();
  const login = useLoginPrompt();
  const path = adPath(ad.category, ad.id);
  // A seller neither saves nor calls their own ad: its card says whose it is instead.
  const own = useOwnAdIds().has(ad.id);
  const onOpen = (event: MouseEvent) => {
    if (user) return;
    event.preventDefault();
    login.open({ returnTo: path });
  };
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <CardCover ad={ad} eager={eager} />
      {!own && <SaveButton adId={ad.id} className="absolute top-1.5 end-1.5 z-10" />}
      <CardMenu adId={ad.id} title={ad.title} path={path} />
      <div className="flex flex-col gap-1 p-3">
        <PriceText category={ad.category} price={ad.price} className="text-base sm:text-lg" />
        <PriceDropLine ad={ad} />
        {/* The title's own direction is the clamped block's (decision 153): clamped inside a
            right-to-left block, an English title was cut at its left, its beginning. */}
        <h3 dir="auto" className="line-clamp-2 min-h-10 text-sm leading-5 text-ink">
          {/* Signed out, before the app boot.js opens the server's sign-in popover for it, back to
              this ad (decision 218), as onOpen does; without scripts it is the ad page's link. */}
          <ListLink
            to={path}
            onClick={onOpen}
            data-bs-sign-in-first={user ? undefined : ''}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {ad.title}
          </ListLink>
        </h3>
        {ad.highlights.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t('card.highlights')}>
            {ad.highlights.map((h) => (
              // A fact keeps its number with its unit in its own words' order: '7 Marla' (decision 153).
              <li
                key={h}
                dir="auto"
                className="max-w-full rounded bg-canvas px-1.5 py-0.5 text-xs break-words text-muted"
              >
                {fact(h)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-x-1 text-xs text-muted">
          {/* The area / society of a property ad, before the city it is in: one run in its own
              direction, so its comma stays between them on Urdu pages (decision 153). It wraps, onto
              a line of its own when it must, rather than end in an ellipsis: cut, an Urdu city read
              as the end of another word ('…نڈی'). */}
          <span dir="auto" className="min-w-0 break-words">
            {ad.society ? `${ad.society}, ${t(ad.location)}` : t(ad.location)}
          </span>
          <span aria-hidden="true">·</span>
          {/* The server and the phone may round "44 minutes" differently: the server's words stay. */}
          <time dateTime={ad.createdAt} suppressHydrationWarning>
            {format.timeAgo(ad.createdAt)}
          </time>
        </p>
      </div>
      {withContact &&
        (own ? (
          <p className="mt-auto border-t border-line p-3 text-sm font-semibold text-brand-800" data-own-ad>
            {t('card.yourAd')}
          </p>
        ) : (
          <CardContact adId={ad.id} detailPath={path} signedIn={!!user} />
        ))}
    </article>
  );
}
