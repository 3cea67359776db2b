// /admin's matching photos (decision 194): an ad whose photo looks like a photo on another seller's
// ad, both ads side by side (title, seller, status, a link to each one's admin page, where it can be
// hidden) with the photos that match, and the action to dismiss it when the photo is not stolen.
import { useState } from 'react';
import { Link } from 'react-router';
import { STATUS_BADGES } from '../../../../domain/ad-status';
import { imageUrl } from '../../../../domain/media';
import type { PhotoMatchItem } from '../../../../domain/moderation-api';
import { useTranslation } from '../../../lib/translation';
import { useModerationAction } from '../api/moderation';
import { QueueSection, ReasonBox } from './report-list';

export function PhotoMatches({ matches }: { matches: PhotoMatchItem[] }) {
  const { t } = useTranslation();
  return (
    <QueueSection
      id="photo-matches"
      title={t('admin.photoMatchesTitle')}
      nothing={t('admin.photoMatchesNothing')}
      items={matches}
    >
      {(m) => <PhotoMatch match={m} />}
    </QueueSection>
  );
}

function PhotoMatch({ match: m }: { match: PhotoMatchItem }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  const [reason, setReason] = useState('');
  const sides = [
    { label: t('admin.photoMatchNew'), ad: m.ad, photo: (p: (typeof m.photos)[number]) => p.imageId },
    {
      label: t('admin.photoMatchEarlier'),
      ad: m.matchedAd,
      photo: (p: (typeof m.photos)[number]) => p.matchedImageId,
    },
  ];
  return (
    <li className="rounded-2xl border border-line bg-white p-4" data-testid="photo-match">
      <div className="grid grid-cols-2 gap-3">
        {sides.map(({ label, ad, photo }) => (
          <div key={ad.id} className="min-w-0" data-testid="photo-match-ad">
            <p className="text-xs font-semibold text-muted uppercase">{label}</p>
            <Link
              to={`/admin/ads/${ad.id}`}
              className="block font-semibold break-words text-brand-700 hover:underline"
              dir="auto"
            >
              {ad.title}
            </Link>
            <p className="text-sm text-muted">
              {ad.seller.name} · {t(STATUS_BADGES[ad.status])}
            </p>
            {m.photos.map((p) => (
              <img
                key={photo(p)}
                src={imageUrl(photo(p), 'card')}
                alt={t('admin.photoMatchPhoto', { title: ad.title })}
                loading="lazy"
                className="mt-2 aspect-[4/3] w-full rounded-lg bg-canvas object-cover"
              />
            ))}
          </div>
        ))}
      </div>
      <ReasonBox
        id={`photo-match-reason-${m.id}`}
        label={t('admin.userReviewReason')}
        value={reason}
        onChange={setReason}
      />
      <button
        type="button"
        disabled={action.isPending}
        onClick={() =>
          action.mutate({ action: 'dismiss', targetId: m.id, photoMatch: true, reason: reason.trim() })
        }
        className="mt-2 min-h-11 rounded-lg border border-line px-4 font-semibold text-ink hover:bg-canvas disabled:opacity-60"
      >
        {t('admin.dismissPhotoMatch')}
      </button>
    </li>
  );
}
