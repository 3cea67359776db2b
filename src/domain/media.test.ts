import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSrcSet, imageUrl } from './media';

const ID = '0b8f6b4e-2f1d-4c1e-9a55-3c2d1e0f9a77';

describe('photo URLs', () => {
  it('names the card, medium and detail renditions by width', () => {
    expect(imageUrl(ID, 'card', '/media')).toBe(`/media/${ID}-400.webp`);
    expect(imageUrl(ID, 'medium', '/media')).toBe(`/media/${ID}-800.webp`);
    expect(imageUrl(ID, 'detail', '/media')).toBe(`/media/${ID}-1600.webp`);
  });

  it('offers the 400, 800 and 1600 px renditions in a srcset, smallest first', () => {
    expect(imageSrcSet(ID, '/media')).toBe(
      `/media/${ID}-400.webp 400w, /media/${ID}-800.webp 800w, /media/${ID}-1600.webp 1600w`,
    );
  });

  it('points the srcset at a CDN when photos are served from one', () => {
    const set = imageSrcSet(ID, 'https://cdn.bs.pk/media');
    expect(set.split(', ').every((c) => c.startsWith(`https://cdn.bs.pk/media/${ID}-`))).toBe(true);
  });

  it('ends every sizes list with the phone slot, which has no media condition', () => {
    for (const sizes of Object.values(IMAGE_SIZES)) {
      const last = sizes.split(', ').at(-1)!;
      expect(last).not.toContain('min-width');
    }
    expect(IMAGE_SIZES.card.endsWith('50vw')).toBe(true);
    expect(IMAGE_SIZES.gallery.endsWith('100vw')).toBe(true);
  });
});
