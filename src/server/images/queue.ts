// At most IMAGE_PROCESSING_CONCURRENCY photos are decoded at once in this process. Each decode holds
// up to a few tens of MB of pixels; without a cap, ten simultaneous uploads on a 2-core machine would
// only fight over the CPU and multiply the memory (decision 030).
import { IMAGE_PROCESSING_CONCURRENCY } from '../../domain/limits';

let running = 0;
const waiting: (() => void)[] = [];

export async function runLimited<T>(task: () => Promise<T>): Promise<T> {
  // A finishing task hands its slot straight to the next waiter, so the count never overshoots.
  if (running >= IMAGE_PROCESSING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
