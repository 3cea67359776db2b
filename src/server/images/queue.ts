// At most IMAGE_PROCESSING_CONCURRENCY photos are decoded at once in this process. Each decode holds
// up to a few tens of MB of pixels; without a cap, ten simultaneous uploads on a 2-core machine would
// only fight over the CPU and multiply the memory (decision 030). The line of waiting photos is bounded
// too (IMAGE_QUEUE_MAX_WAITING): each holds up to 5 MB of upload, so past that a photo is refused with
// a 503 the person can retry, rather than held in memory without end.
import { IMAGE_PROCESSING_CONCURRENCY, IMAGE_QUEUE_MAX_WAITING } from '../../domain/limits';

export class QueueFullError extends Error {}

let running = 0;
const waiting: (() => void)[] = [];

/** Photos being processed and waiting, for /metrics. */
export const queueLength = () => ({ running, waiting: waiting.length });

export async function runLimited<T>(task: () => Promise<T>): Promise<T> {
  // A finishing task hands its slot straight to the next waiter, so the count never overshoots.
  if (running >= IMAGE_PROCESSING_CONCURRENCY) {
    if (waiting.length >= IMAGE_QUEUE_MAX_WAITING) throw new QueueFullError('image queue full');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
