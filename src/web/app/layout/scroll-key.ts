// Which saved scroll position a page gets back (React Router's <ScrollRestoration getKey>). A page
// reached by a full page load that is not a reload (typed, a link from outside, or the navigation to /
// after posting, docs/product.md §4) has no history state, so every such page shares the key 'default' and the
// home page after posting opened at the form's scroll position. Those pages get a key of
// their own load instead: they open at the top. Pages reached inside the app keep their entry's key.
// Where the positions are kept, and how sign-out forgets them: src/web/lib/scroll-positions.ts.
import type { Location } from 'react-router';

const THIS_LOAD = `load-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${THIS_LOAD}${location.pathname}` : location.key;
}
