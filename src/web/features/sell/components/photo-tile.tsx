// One photo: preview, upload progress, 'Cover' on the first, and remove / move left / move right.
import type { Photo } from '../hooks/use-photos';
import { useTranslation } from '../../../lib/translation';
import { fieldMessage } from '../../../lib/form-messages';

const tool =
  'grid min-h-11 min-w-11 place-items-center rounded-lg text-lg font-bold text-ink hover:bg-canvas disabled:opacity-30';

export function PhotoTile({
  photo,
  position,
  cover,
  canMoveLeft,
  canMoveRight,
  onRemove,
  onMove,
}: {
  photo: Photo;
  position: number;
  cover: boolean;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onRemove(): void;
  onMove(step: -1 | 1): void;
}) {
  const { t } = useTranslation();
  const percent = Math.round(photo.progress * 100);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <div className="relative aspect-square bg-canvas">
        <img
          src={photo.preview}
          alt={t('sell.photo', { n: position })}
          width={400}
          height={400}
          className={`h-full w-full object-cover ${photo.status === 'error' ? 'opacity-40 grayscale' : ''}`}
        />
        {cover && (
          <span className="absolute top-2 start-2 rounded-md bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('sell.cover')}
          </span>
        )}
        {photo.status === 'uploading' && (
          <div className="absolute inset-x-0 bottom-0 bg-black/60 px-2 py-1.5">
            <div
              role="progressbar"
              aria-label={t('sell.uploadingName', { name: photo.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-white/30"
            >
              <div
                className="h-full rounded-full bg-sell transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1 text-xs font-semibold text-white">
              {percent < 100 ? `${percent}%` : t('sell.processing')}
            </p>
          </div>
        )}
        {photo.status === 'error' && (
          <p
            role="alert"
            className="absolute inset-x-0 bottom-0 bg-red-700 px-2 py-1.5 text-xs font-semibold text-white"
          >
            {photo.error && fieldMessage(t, photo.error)}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between px-1">
        <button
          type="button"
          className={tool}
          disabled={!canMoveLeft}
          onClick={() => onMove(-1)}
          aria-label={t('sell.moveLeft', { n: position })}
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
        </button>
        <button
          type="button"
          className={`${tool} text-red-700`}
          onClick={onRemove}
          aria-label={t('sell.remove', { n: position })}
        >
          <span aria-hidden="true">×</span>
        </button>
        <button
          type="button"
          className={tool}
          disabled={!canMoveRight}
          onClick={() => onMove(1)}
          aria-label={t('sell.moveRight', { n: position })}
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </button>
      </div>
    </li>
  );
}
