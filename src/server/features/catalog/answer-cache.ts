/*
 * The public catalog's search answers, serialized, kept in memory for as long as the routes already
 * let browsers and shared caches keep them (Cache-Control max-age, catalog.routes.ts). A class of
 * 30 opening the same search, or the college quiz with the same answers, costs one query (issue 21).
 * Bounded in entries and in bytes, oldest use evicted first, so odd queries cannot grow it.
 * Answers made at the same moment for the same key share one query.
 */

export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}

interface Entry {
  body: string;
  expiresAt: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();
  private bytes = 0;

  constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored answer for `key`, or the one `produce` makes (stored when it fits). */
  async get(key: string, produce: () => Promise<unknown>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used last: Map keeps insertion order, so eviction takes the first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.body;
    }
    if (entry) this.remove(key, entry);
    let answer = this.pending.get(key);
    if (!answer) {
      answer = produce().then((value) => JSON.stringify(value));
      this.pending.set(key, answer);
      void answer.then(
        (body) => this.store(key, body),
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

  private store(key: string, body: string) {
    const size = body.length;
    if (size > this.limits.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { body, expiresAt: this.now() + this.limits.ttlMs });
    this.bytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
