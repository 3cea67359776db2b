// A part of a server-drawn page that React may hydrate on its own (decision 137). React hydrates the
// frame of the page first and leaves each such part as the server drew it, to be hydrated afterwards
// in slices that let taps and scrolls through; a tap or a keystroke on a part not yet hydrated makes
// React hydrate that part at once, in the event's own task, and the event then reaches its handlers
// (selective hydration). It is a Suspense boundary that never shows its fallback on a drawn page: the
// server rendered its content. A lazy component inside (home's search results) keeps the server's
// drawing until its chunk has come, then hydrates; React drops a tap on it meanwhile, and
// public/boot.js holds that tap until the part is hydrated (decision 174).
import { Suspense, type ReactNode } from 'react';

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
