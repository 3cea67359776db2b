import { describe, expect, it } from 'vitest';
import { photoPreloads } from './photo-preloads';

describe('photoPreloads', () => {
  it('preloads the high-priority photos with their renditions and sizes, and no others', () => {
    const html = [
      '<img src="/media/a-400.webp" srcset="/media/a-400.webp 400w, /media/a-1600.webp 1600w" sizes="50vw" fetchPriority="high" alt="">',
      '<img src="/media/b-400.webp" srcset="/media/b-400.webp 400w" sizes="50vw" fetchPriority="auto" loading="lazy" alt="">',
      '<img alt="Logo" src="/icon.png" fetchPriority="high">',
    ].join('');
    expect(photoPreloads(html)).toBe(
      [
        '<link rel="preload" as="image" imagesrcset="/media/a-400.webp 400w, /media/a-1600.webp 1600w" imagesizes="50vw" fetchpriority="high">',
        '<link rel="preload" as="image" href="/icon.png" fetchpriority="high">',
      ].join('\n'),
    );
  });

  it('keeps the renderer’s escaping, so an address cannot break out of the attribute', () => {
    const html = '<img src="/media/x.webp?a=1&amp;b=&quot;2" fetchPriority="high" alt="">';
    expect(photoPreloads(html)).toBe(
      '<link rel="preload" as="image" href="/media/x.webp?a=1&amp;b=&quot;2" fetchpriority="high">',
    );
  });

  it('writes nothing for a page without such photos', () => {
    expect(photoPreloads('<main><img src="/a.webp" loading="lazy"></main>')).toBe('');
  });
});
