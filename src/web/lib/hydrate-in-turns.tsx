// A server-drawn page hydrates in turns (decision 134). Preact hydrates in one synchronous pass, and
// home's 56 cards made that pass one long task on a slow phone (~500 ms with the CPU slowed 4×).
// A part wrapped in <HydrateInTurn> suspends during that pass. Preact then keeps its server-drawn DOM
// as it is and hydrates it later, when its turn comes. Each part gets a task of its own, in page
// order, so a tap or a scroll is answered between two parts. Parts nest: a row's turn hydrates the
// row, and the cards inside it take the turns right after it. Outside the hydration (the server
// render, a page drawn in the browser, anything after the last turn) the wrapper renders at once.
import { Suspense, useState, type ReactNode } from 'react';
import { yieldToBrowser } from './ssr-state';

interface Turn {
  promise: Promise<void>;
  come: boolean;
}

/** True from the start of a drawn page's hydration until its last turn has rendered. */
let hydrating = false;
let hydrated: Promise<void> = Promise.resolve();
/** Turns still to come, in page order; a nested part's turn goes right after its parent's. */
const queue: (() => void)[] = [];
let insertAt = 0;

function newTurn(): Turn {
  let settle!: () => void;
  const turn: Turn = { come: false, promise: new Promise((resolve) => (settle = resolve)) };
  queue.splice(insertAt++, 0, () => {
    turn.come = true;
    settle();
  });
  return turn;
}

function Wait({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  // Suspense's own protocol: a thrown promise, and React or Preact render again once it settles.
  if (turn && !turn.come) throw turn.promise;
  return children;
}

/** Hydrates its one element in a task of its own during a drawn page's hydration; renders at once otherwise. */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // The turn is kept by the wrapper, which does not suspend, so the part's second render finds it.
  const [turn] = useState(() => (hydrating ? newTurn() : null));
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  );
}

/**
 * Runs the page's hydration with the turns enabled and resolves once every turn has had its task and
 * rendered. It leaves performance marks for traces and field measurements: `hydrated`, the moment
 * every part of a drawn page answers taps, and the measures `hydration first pass` and `hydration`
 * (from the start to the last turn).
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  let done!: () => void;
  hydrated = new Promise((resolve) => (done = resolve));
  hydrating = true;
  insertAt = 0;
  performance.mark('hydrate');
  try {
    hydrate();
    performance.measure('hydration first pass', 'hydrate');
    // A turn's part renders in a microtask after its turn comes, inside the same task; the parts it
    // holds take their turns before the ones that were already waiting.
    for (;;) {
      await yieldToBrowser();
      if (!queue.length) break;
      insertAt = 0;
      queue.shift()!();
    }
  } finally {
    hydrating = false;
    done();
  }
  performance.mark('hydrated');
  performance.measure('hydration', 'hydrate', 'hydrated');
}

/**
 * Resolves once a drawn page's last turn has rendered (at once on any other page). A change of state
 * that the page makes by itself on start (saving the ad a visitor chose before signing in) waits for
 * it: Preact hydrates a part with the state of its turn but keeps the server's attributes, so a part
 * whose state changed before its turn would keep, say, 'Save ad' as the label of a saved ad's heart.
 */
export function whenHydrated(): Promise<void> {
  return hydrated;
}
