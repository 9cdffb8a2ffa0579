import { appError } from '@server/http/errors';

export interface WorkQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs allowed to wait for a slot; one more is refused at once. */
  maxWaiting: number;
  /** A job still waiting after this long is refused instead of started. */
  maxWaitMs: number;
}

export const busy = () => appError(503, 'busy');

/**
 * Bounds CPU- and memory-heavy work (image decoding) per process: a burst of
 * uploads queues briefly, then gets a 503 instead of exhausting memory.
 */
export function createWorkQueue({ concurrency, maxWaiting, maxWaitMs }: WorkQueueOptions) {
  let running = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1;
        resolve();
        return;
      }
      if (waiting.length >= maxWaiting) {
        reject(busy());
        return;
      }
      const entry = {
        start: () => {
          running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, maxWaitMs),
      };
      waiting.push(entry);
    });

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
