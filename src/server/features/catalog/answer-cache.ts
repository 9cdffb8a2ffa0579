import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/*
 * The public catalog's search answers, serialized and compressed once, kept in memory for as long as the routes already
 * let browsers and shared caches keep them (Cache-Control max-age, catalog.routes.ts). A class of
 * 30 opening the same search, or the college quiz with the same answers, costs one query.
 * Bounded in entries and in bytes, oldest use evicted first, so odd queries cannot grow it.
 * Answers made at the same moment for the same key share one query. A browser's copy is sent
 * compressed as stored (br or gzip), not compressed again for every request.
 */

/** Below this, compression does not pay (hono's compress middleware uses the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

export interface Answer {
  json: string;
  br: Uint8Array<ArrayBuffer> | undefined;
  gzip: Uint8Array<ArrayBuffer> | undefined;
}

function answerOf(value: unknown): Answer {
  const json = JSON.stringify(value);
  if (json.length < COMPRESS_FROM_BYTES) return { json, br: undefined, gzip: undefined };
  const bytes = Buffer.from(json, 'utf8');
  return {
    json,
    // Quality 5: most of brotli's gain at a small cost, paid once per answer.
    br: new Uint8Array(brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })),
    gzip: new Uint8Array(gzipSync(bytes)),
  };
}

const sizeOf = (answer: Answer) => answer.json.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}

interface Entry {
  answer: Answer;
  expiresAt: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Answer>>();
  private bytes = 0;

  constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored answer for `key`, or the one `produce` makes (stored when it fits). */
  async get(key: string, produce: () => Promise<unknown>): Promise<Answer> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used last: Map keeps insertion order, so eviction takes the first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.answer;
    }
    if (entry) this.remove(key, entry);
    let answer = this.pending.get(key);
    if (!answer) {
      answer = produce().then(answerOf);
      this.pending.set(key, answer);
      void answer.then(
        (made) => this.store(key, made),
        () => undefined,
      );
      // Settled either way: the next request asks again (a failed query is never cached).
      void answer.finally(() => this.pending.delete(key)).catch(() => undefined);
    }
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, answer: Answer) {
    const size = sizeOf(answer);
    if (size > this.limits.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { answer, expiresAt: this.now() + this.limits.ttlMs });
    this.bytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry.answer);
  }
}
