// Photos of the ad (docs/product.md §2, §8): a drop zone and a file picker, a tile per photo with its upload
// progress, remove and move buttons; the first photo is the cover.
import { useState, type DragEvent } from 'react';
import { IMAGE_MIME_TYPES, MAX_IMAGE_MB, MAX_IMAGES } from '../../../../domain/limits';
import { CameraIcon } from '../../../components/ui/icons/camera';
import type { PhotosState } from '../hooks/use-photos';
import { FieldError } from './field-shell';
import { PhotoTile } from './photo-tile';
import { useTranslation } from '../../../lib/translation';

const PHOTO_INPUT_ID = 'photo-input';
const ERROR_ID = 'photos-error';

export function PhotoPicker({
  photos,
  error,
  editing,
}: {
  photos: PhotosState;
  error?: string;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const active = photos.visible.filter((p) => p.status !== 'error');
  const full = photos.visible.filter((p) => p.origin === 'new' && p.status !== 'error').length >= MAX_IMAGES;
  const coverKey = active[0]?.key;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    photos.add(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('sell.photosIntro', { max: MAX_IMAGES, mb: MAX_IMAGE_MB })}</p>
      {editing && photos.hasExisting && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('sell.photosReplace')}
        </p>
      )}
      {error && <FieldError id={ERROR_ID} message={error} />}
      {photos.visible.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('sell.yourPhotos')}>
          {photos.visible.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              position={index + 1}
              cover={photo.key === coverKey}
              canMoveLeft={photo.status !== 'error' && active[0]?.key !== photo.key}
              canMoveRight={photo.status !== 'error' && active[active.length - 1]?.key !== photo.key}
              onRemove={() => photos.remove(photo.key)}
              onMove={(step) => photos.move(photo.key, step)}
            />
          ))}
        </ul>
      )}
      <label
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 ${
          error
            ? 'border-red-600 bg-red-50'
            : dragging
              ? 'border-brand-600 bg-brand-50'
              : 'border-line bg-canvas hover:border-brand-600'
        } ${full ? 'pointer-events-none opacity-60' : ''}`}
      >
        <CameraIcon size={32} className="text-brand-700" />
        <span className="font-semibold text-brand-700">
          {full ? t('sell.slotsUsed') : t('sell.addPhotos')}
        </span>
        <span className="hidden text-sm text-muted sm:block">{t('sell.dragDrop')}</span>
        <input
          id={PHOTO_INPUT_ID}
          type="file"
          multiple
          accept={IMAGE_MIME_TYPES.join(',')}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className="sr-only scroll-mt-28"
          onChange={(e) => {
            photos.add(Array.from(e.target.files ?? []));
            e.target.value = ''; // picking the same file again after removing it still fires
          }}
        />
      </label>
    </div>
  );
}
