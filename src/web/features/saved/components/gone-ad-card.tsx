// A saved ad that is no longer for sale: marked Sold, Expired or Removed, with 'Remove' to
// take it off the list. Not a link: there is nothing left to buy.
import type { SavedAdItem, SavedAdState } from '../../../../domain/api';
import { IMAGE_WIDTH_CARD } from '../../../../domain/limits';
import { imageUrl } from '../../../../domain/media';
import { CategoryFallback } from '../../../components/category-fallback';
import { useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';

type GoneState = Exclude<SavedAdState, 'active'>;
const MARK = { sold: 'saved.markSold', expired: 'saved.markExpired', removed: 'saved.markRemoved' } as const;
const NOTE = { sold: 'saved.noteSold', expired: 'saved.noteExpired', removed: 'saved.noteRemoved' } as const;

export function GoneAdCard({
  item,
  state,
  onRemove,
  busy,
}: {
  item: SavedAdItem;
  /** item.state, once the list has told it from an ad still for sale. */
  state: GoneState;
  onRemove(): void;
  busy: boolean;
}) {
  const { ad } = item;
  const { t } = useTranslation();
  const { priceLabel } = useFormat();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <div className="relative aspect-[4/3] overflow-hidden bg-canvas grayscale">
        {ad.cover && state !== 'removed' ? (
          <img
            src={imageUrl(ad.cover, 'card')}
            alt=""
            width={IMAGE_WIDTH_CARD}
            height={(IMAGE_WIDTH_CARD * 3) / 4}
            loading="lazy"
            className="h-full w-full object-cover opacity-70"
          />
        ) : (
          <CategoryFallback category={ad.category} />
        )}
        <span className="absolute top-2 start-2 rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-white">
          {t(MARK[state])}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg leading-tight font-extrabold text-muted">{priceLabel(ad.category, ad.price)}</p>
        <h3 dir="auto" className="line-clamp-2 text-sm leading-5 text-ink">
          {ad.title}
        </h3>
        <p className="mt-auto text-xs text-muted">{t(NOTE[state])}</p>
      </div>
      <div className="border-t border-line p-2">
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('saved.removeAd', { title: ad.title })}
          className="min-h-11 w-full rounded-lg border border-red-200 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {t('saved.remove')}
        </button>
      </div>
    </article>
  );
}
