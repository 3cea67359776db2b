// Arrow keys move through the photos and Escape closes the full-screen viewer (docs/product.md §2 "Ad detail"),
// unless the person is typing somewhere.
import { useEffect } from 'react';

export function useGalleryKeys(keys: { next(): void; previous(): void; escape(): void }) {
  const { next, previous, escape } = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'Escape') return escape();
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      // Right to left, the next photo lies to the left.
      const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      if (e.key === forward) next();
      else previous();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, escape]);
}
