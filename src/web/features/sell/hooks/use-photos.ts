// The photos of the ad being written: each file is checked (and made smaller when over the limit),
// uploaded at once with its own progress,
// and can be removed or moved (the first is the cover). A failed upload keeps its message on its tile
// while the others go on (docs/product.md §8). In edit mode the ad's own photos stay until a new one is added:
// new photos replace them (docs/product.md §4), and removing every new photo brings them back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES } from '../../../../domain/limits';
import { imageUrl, privateImageUrl } from '../../../../domain/media';
import { MSG } from '../../../../domain/schemas/messages';
import { uploadImage } from '../api/upload-image';
import { fieldMessage } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';

export interface Photo {
  key: string;
  /** The server's id once uploaded. */
  id?: string;
  name: string;
  /** An object URL for a file picked here, else the stored card image. */
  preview: string;
  origin: 'existing' | 'new';
  status: 'uploading' | 'done' | 'error';
  progress: number;
  error?: string;
}

let counter = 0;
const nextKey = () => `photo-${++counter}`;

const stored = (id: string, origin: Photo['origin']): Photo => ({
  key: nextKey(),
  id,
  name: id,
  // An upload not yet in an ad is its uploader's only (decision 181): from this site's /media, which asks
  // who is looking, never from MEDIA_PUBLIC_URL, which cannot.
  preview: origin === 'new' ? privateImageUrl(id, 'card') : imageUrl(id, 'card'),
  origin,
  status: 'done',
  progress: 1,
});

/**
 * The check before upload (docs/product.md §5 Images): a known image type. A photo over
 * MAX_IMAGE_BYTES is not refused here but made smaller first (toUpload).
 */
export function checkFile(file: File): string | undefined {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MSG.imageType(file.name);
  return undefined;
}

/**
 * The file to upload: the photo itself, or, over MAX_IMAGE_BYTES, a smaller JPEG of it made in the
 * browser (decision 158). The code for that loads only when such a photo comes. A photo the browser
 * cannot read or shrink gets the spec's 'too large' message.
 */
export async function toUpload(file: File): Promise<File> {
  if (file.size <= MAX_IMAGE_BYTES) return file;
  try {
    const { shrinkPhoto } = await import('../lib/shrink-photo');
    return await shrinkPhoto(file);
  } catch {
    throw new Error(MSG.imageTooLarge(file.name));
  }
}

export function usePhotos(initial: { existing: string[]; uploaded: string[] }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Photo[]>(() => [
    ...initial.existing.map((id) => stored(id, 'existing')),
    ...initial.uploaded.map((id) => stored(id, 'new')),
  ]);
  const uploads = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());

  const update = useCallback(
    (key: string, change: Partial<Photo>) =>
      setItems((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p))),
    [],
  );

  const replacing = items.some((p) => p.origin === 'new' && p.status !== 'error');
  const visible = useMemo(
    () => items.filter((p) => !(replacing && p.origin === 'existing')),
    [items, replacing],
  );
  const ids = useMemo(
    () => visible.filter((p) => p.status === 'done' && p.id).map((p) => p.id as string),
    [visible],
  );
  const busy = items.some((p) => p.status === 'uploading');

  const start = useCallback(
    (file: File) => {
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      const key = nextKey();
      const controller = new AbortController();
      uploads.current.set(key, controller);
      setItems((list) => [
        ...list,
        { key, name: file.name, preview, origin: 'new', status: 'uploading', progress: 0 },
      ]);
      toUpload(file)
        .then((ready) => uploadImage(ready, (progress) => update(key, { progress }), controller.signal))
        .then((image) => update(key, { id: image.id, status: 'done', progress: 1 }))
        .catch((error: Error) => {
          if (controller.signal.aborted) return;
          update(key, { status: 'error', error: error.message });
          toast.error(fieldMessage(t, error.message), { id: error.message });
        })
        .finally(() => uploads.current.delete(key));
    },
    [update, t],
  );

  const add = useCallback(
    (files: File[]) => {
      const taken = items.filter((p) => p.origin === 'new' && p.status !== 'error').length;
      let room = MAX_IMAGES - taken;
      for (const file of files) {
        const problem = checkFile(file);
        if (problem) {
          toast.error(fieldMessage(t, problem), { id: problem });
          continue;
        }
        if (room <= 0) {
          toast.error(fieldMessage(t, MSG.tooManyImages), { id: MSG.tooManyImages });
          break;
        }
        room -= 1;
        start(file);
      }
    },
    [items, start, t],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setItems((list) => {
      const photo = list.find((p) => p.key === key);
      if (photo && objectUrls.current.delete(photo.preview)) URL.revokeObjectURL(photo.preview);
      return list.filter((p) => p.key !== key);
    });
  }, []);

  /** Swaps a photo with its visible neighbour; moving to the front makes it the cover. */
  const move = useCallback(
    (key: string, step: -1 | 1) => {
      const order = visible.map((p) => p.key);
      const from = order.indexOf(key);
      const other = order[from + step];
      if (from < 0 || other === undefined) return;
      setItems((list) => {
        const a = list.findIndex((p) => p.key === key);
        const b = list.findIndex((p) => p.key === other);
        const next = [...list];
        [next[a], next[b]] = [next[b] as Photo, next[a] as Photo];
        return next;
      });
    },
    [visible],
  );

  // Leaving the page: stop uploads in flight and let the browser free the previews.
  useEffect(() => {
    const inFlight = uploads.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const existing = useMemo(
    () => items.filter((p) => p.origin === 'existing' && p.id).map((p) => p.id as string),
    [items],
  );
  const uploaded = useMemo(
    () => items.filter((p) => p.origin === 'new' && p.status === 'done' && p.id).map((p) => p.id as string),
    [items],
  );
  const hasExisting = items.some((p) => p.origin === 'existing');

  return { visible, ids, busy, replacing, hasExisting, existing, uploaded, add, remove, move };
}

export type PhotosState = ReturnType<typeof usePhotos>;
