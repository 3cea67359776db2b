// Cards two to a row on phones, four on desktop (docs/architecture.md §7), and their loading shape. On a
// server-drawn page each card hydrates on its own (decision 137).
import type { AdSummary } from '../../../domain/api';
import { Skeleton } from '../ui/skeleton';
import { AdCard } from './ad-card';
import { useTranslation } from '../../lib/translation';
import { HydrationBoundary } from '../../lib/hydration-boundary';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

// Cards after the first rows are laid out and painted only as they near the screen (decision 130 does
// the same for home's rows): on a slow phone, laying out all 24 of a listing at first paint was one
// long task. The sizes are a card's measured height per breakpoint, so the scrollbar barely moves.
const LATER_CARD =
  'flex [content-visibility:auto] [contain-intrinsic-size:auto_480px] sm:[contain-intrinsic-size:auto_520px] md:[contain-intrinsic-size:auto_490px] lg:[contain-intrinsic-size:auto_500px] xl:[contain-intrinsic-size:auto_520px]';

export function AdGrid({
  ads,
  label,
  eagerCount = 4,
  withContact = true,
}: {
  ads: readonly AdSummary[];
  label: string;
  /** Cards in the first row load their photo at once; the rest lazily. */
  eagerCount?: number;
  withContact?: boolean;
}) {
  return (
    <ul className={GRID} aria-label={label}>
      {ads.map((ad, i) => (
        <HydrationBoundary key={ad.id}>
          <li className={i < eagerCount ? 'flex' : LATER_CARD}>
            <AdCard ad={ad} eager={i < eagerCount} withContact={withContact} />
          </li>
        </HydrationBoundary>
      ))}
    </ul>
  );
}

function AdCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-white">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}

export function AdGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className={GRID} role="status" aria-label={t('card.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <AdCardSkeleton key={i} />
      ))}
    </div>
  );
}
