// A server-drawn page hydrates in turns (decision 134). Preact hydrates in one synchronous pass, and
// home's 56 cards made that pass one long task on a slow phone (~500 ms with the CPU slowed 4×).
// A part wrapped in <HydrateInTurn> suspends during that pass. Preact then keeps its server-drawn DOM
// as it is and hydrates it later, when its turn comes. Each part gets a task of its own, in page
// order, so a tap or a scroll is answered between two cards. After the first pass (a navigation
// inside the app, the server render) the wrapper renders its children at once.
import { Suspense, type ReactNode } from 'react';
import { yieldToBrowser } from './ssr-state';

let hydrating = false;
let turns: Promise<void> = Promise.resolve();

function Turn({ children }: { children: ReactNode }) {
  if (hydrating) {
    turns = turns.then(yieldToBrowser);
    // Suspense's own protocol: a thrown promise, and React or Preact render again once it settles.
    throw turns;
  }
  return children;
}

/** Hydrates its one element in a task of its own after the page's first pass; renders at once otherwise. */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/**
 * Runs the page's hydration with the turns enabled and resolves once every turn has had its task and
 * rendered. It leaves performance marks for traces and field measurements: `hydrated`, the moment
 * every part of a drawn page answers taps, and the measures `hydration first pass` (the one long
 * task) and `hydration` (from the start to the last turn).
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true;
  performance.mark('hydrate');
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  performance.measure('hydration first pass', 'hydrate');
  await turns;
  // The last turn's part renders in a microtask after its promise settles.
  await yieldToBrowser();
  performance.mark('hydrated');
  performance.measure('hydration', 'hydrate', 'hydrated');
}
