import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { forumPosts, forumSearchWordBits, forumSearchWords } from '@server/db/schema';
import type { Logger } from '@server/logger';

/**
 * How many of the newest posts a search for common words reads first (forum-read.service.ts). A word in more posts than
 * this is common enough to get bits (ADR 0036): proving that two such words never meet would otherwise mean
 * intersecting two long lists in the full-text index.
 */
export const SEARCH_RECENT_WINDOW = 5000;

const HOUR_MS = 3_600_000;

/**
 * The words a query needs every one of, read from PostgreSQL's own parse of it
 * (`websearch_to_tsquery(…)::text`: `'scholarship' & 'essay'`, a phrase
 * `'high' <-> 'school'`). Null unless that is a plain AND of two words or more:
 * with an OR, a NOT, a prefix or a weight, a post may match without all of them.
 */
export function wordsAllRequired(tsquery: string): string[] | null {
  const words = new Set<string>();
  let at = 0;
  while (at < tsquery.length) {
    const char = tsquery[at]!;
    if (char === "'") {
      let word = '';
      at += 1;
      for (;;) {
        if (at >= tsquery.length) return null;
        if (tsquery[at] === "'") {
          if (tsquery[at + 1] !== "'") break;
          at += 1;
        }
        word += tsquery[at];
        at += 1;
      }
      // A backslash is escaped differently when the word is written back as a query; such words take the usual path.
      if (word === '' || word.includes('\\')) return null;
      words.add(word);
      at += 1;
    } else if (/[\s&()<>\-\d]/.test(char)) {
      at += 1;
    } else {
      return null; // | ! or : (a prefix or a weight)
    }
  }
  return words.size >= 2 ? [...words] : null;
}

/**
 * True when the bits prove that no post, whatever its state, holds every word the
 * query needs. False when they cannot tell: the query is not a plain AND, one
 * of its words has no bits (not common enough, or not built yet), or some run
 * of posts may hold them all.
 */
export async function noPostHasAllWords(db: Database | Transaction, q: string): Promise<boolean> {
  const parsed = await db.execute<{ query: string }>(sql`select websearch_to_tsquery('english', ${q})::text as query`);
  const words = wordsAllRequired(parsed.rows[0]?.query ?? '');
  if (!words) return false;
  const listed = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute<{ proven: boolean }>(sql`
    select (select count(*) from ${forumSearchWords} where lexeme in (${listed})) = ${words.length}
      and not exists (
        select 1 from ${forumSearchWordBits} where lexeme in (${listed})
        group by chunk having count(*) = ${words.length} and bit_count(bit_and(bits)) > 0
      ) as proven`);
  return result.rows[0]?.proven === true;
}

/**
 * Gives bits to every word that PostgreSQL's statistics (kept by ANALYZE) put in
 * more than `minPosts` posts and that has none yet. Returns the words built.
 */
export async function refreshSearchWords(db: Database, minPosts = SEARCH_RECENT_WINDOW): Promise<string[]> {
  const frequent = await db.execute<{ lexeme: string }>(sql`
    select e.lexeme from pg_stats s
      cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(lexeme, freq)
      join pg_class c on c.oid = 'forum_posts'::regclass
    where s.schemaname = current_schema() and s.tablename = 'forum_posts' and s.attname = 'search_vector'
      and e.lexeme is not null and position('\\' in e.lexeme) = 0 and e.freq * greatest(c.reltuples, 0) > ${minPosts}
      and not exists (select 1 from ${forumSearchWords} w where w.lexeme = e.lexeme)
    order by e.freq desc`);
  const built: string[] = [];
  for (const { lexeme } of frequent.rows) if (await buildWordBits(db, lexeme)) built.push(lexeme);
  return built;
}

/**
 * One word's bits, written while no post can be written (a lock that waits at most 2 s for writers to finish,
 * or gives up until the next run), so no post is missed between this pass and the trigger taking over.
 */
async function buildWordBits(db: Database, lexeme: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '2s'`);
    await tx.execute(sql`lock table ${forumPosts} in share row exclusive mode`);
    const claimed = await tx
      .insert(forumSearchWords)
      .values({ lexeme })
      .onConflictDoNothing()
      .returning({ lexeme: forumSearchWords.lexeme });
    if (claimed.length === 0) return false;
    // Same layout as the triggers in migration 0022: run = search_seq / 8192, bit = search_seq % 8192.
    await tx.execute(sql`
      insert into ${forumSearchWordBits} (lexeme, chunk, bits)
      select ${lexeme}, (search_seq >> 13)::integer, bit_or(set_bit(0::bit(8192), (search_seq & 8191)::integer, 1))
      from ${forumPosts} where search_vector @@ quote_literal(${lexeme})::tsquery
      group by 2`);
    return true;
  });
}

/**
 * Runs `refreshSearchWords` shortly after start and then hourly, one run at a
 * time; several instances may run it, the table lock lets one build a word.
 */
export function startSearchWordUpkeep({ db, logger, everyMs = HOUR_MS }: { db: Database; logger: Logger; everyMs?: number }) {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = refreshSearchWords(db)
      .then((built) => {
        if (built.length > 0) logger.info({ words: built.length }, 'forum search: bits built for common words');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'forum search: could not build bits for common words'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
