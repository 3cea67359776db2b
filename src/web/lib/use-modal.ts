// What every modal layer (dialog, phone menu, photo viewer) does to the page under it while it is
// open, in one place (decision 174):
// - the page under it is inert and hidden from screen readers: `aria-modal` alone leaves it in the
//   accessibility tree of many readers (and of tests that find controls by role), and lets a stray
//   tap or Tab reach a control that is drawn over. Every sibling on the way from the layer up to
//   <body> gets `inert` and `aria-hidden`, so a layer inside the app's root works as well as one
//   portalled beside it; what was already inert is left as it was.
// - the page does not scroll behind it;
// - focus goes back to what had it when the layer opened.
import { useEffect, useRef, type RefObject } from 'react';

/** The ref goes on the layer's outermost element (its backdrop, when it has one). */
export function useModal<E extends HTMLElement>(): RefObject<E | null> {
  const layer = useRef<E>(null);
  useModalOn(layer);
  return layer;
}

/** The same, for a layer that exists before it opens (the phone menu, a popover): mounted while open. */
export function useModalOn(layer: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const hidden: [Element, string | null][] = [];
    for (
      let node: HTMLElement | null = layer.current;
      node && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (
          sibling === node ||
          sibling.hasAttribute('inert') ||
          /^(SCRIPT|STYLE|LINK)$/.test(sibling.tagName)
        )
          continue;
        hidden.push([sibling, sibling.getAttribute('aria-hidden')]);
        sibling.setAttribute('inert', '');
        sibling.setAttribute('aria-hidden', 'true');
      }
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const [sibling, ariaHidden] of hidden) {
        sibling.removeAttribute('inert');
        if (ariaHidden === null) sibling.removeAttribute('aria-hidden');
        else sibling.setAttribute('aria-hidden', ariaHidden);
      }
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [layer]);
}
