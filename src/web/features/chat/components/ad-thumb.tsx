// The ad's cover in a chat row or the conversation header; a neutral tile when it has no photo.
import { imageUrl } from '../../../../domain/media';
import { TagIcon } from '../../../components/ui/icons/tag';

export function AdThumb({ cover, size }: { cover: string | null; size: number }) {
  if (!cover)
    return (
      <span
        aria-hidden="true"
        className="grid shrink-0 place-items-center rounded-lg bg-canvas text-muted"
        style={{ width: size, height: size }}
      >
        <TagIcon size={Math.round(size * 0.45)} />
      </span>
    );
  return (
    <img
      src={imageUrl(cover, 'card')}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-lg object-cover"
      style={{ width: size, height: size }}
    />
  );
}
