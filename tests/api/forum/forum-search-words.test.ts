import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, forumSearchWordBits, forumSearchWords, users } from '@server/db/schema';
import { noPostHasAllWords, refreshSearchWords } from '@server/features/forum/search-words';
import { ageAccount, CookieClient, signIn, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * ADR 0036: bits for common words prove that two of them never meet in one post, without reading either word's
 * posts. 24,000 posts make four common words (12,000 posts each) whose pairs the planner expects in 6,000 posts,
 * more than the recent window holds: "quokka" and "numbat" in even posts, "wombat" and "dingo" in odd ones.
 */
let server: TestServer;
let bulkAuthor: string;

type PostList = { items: { id: string }[]; nextCursor: string | null };

async function search(q: string) {
  const response = await new CookieClient(server.baseUrl).fetch(`/api/forum/posts?q=${encodeURIComponent(q)}&limit=20`);
  expect(response.status).toBe(200);
  return ((await response.json()) as PostList).items.map((item) => item.id);
}

let counter = 0;
/** A signed-in member whose account is two days old (no new-account limits). */
async function member() {
  counter += 1;
  const email = `search.words.${counter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name: `Search Member${counter}`, email }, { fullName: `Casey Moreno${counter}` });
  await ageAccount(server, email);
  return client;
}

async function post(client: CookieClient, title: string, body: string) {
  const response = await client.json('/api/forum/posts', 'POST', { title, body, category: 'student-life', tags: [] });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  server = await startTestServer();
  const email = `bulk.${Date.now()}@example.org`;
  await signIn(server, { name: 'Bulk Author', email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  bulkAuthor = user!.id;
  await server.db.execute(sql`
    insert into forum_posts (author_id, category, title, body)
    select ${bulkAuthor}, 'student-life',
      case when n % 2 = 0 then 'Quokka question ' else 'Wombat question ' end || n,
      case when n % 2 = 0 then 'A numbat story' else 'A dingo story' end
    from generate_series(1, 24000) as n`);
  await server.db.execute(sql`analyze forum_posts`);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('bits for common words (ADR 0036)', () => {
  it('are built for the words the statistics put in more posts than the recent window, once', async () => {
    const plan = await server.db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      sql`explain (format json) select 1 from forum_posts where status = 'published' and search_vector @@ websearch_to_tsquery('english', 'quokka wombat')`,
    );
    // The search takes the recent-window path, where the proof is asked for.
    expect(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(5000);
    expect(await noPostHasAllWords(server.db, 'quokka wombat')).toBe(false); // no bits yet: cannot tell
    expect(await search('quokka wombat')).toEqual([]);

    const built = await refreshSearchWords(server.db);
    expect(built).toEqual(expect.arrayContaining(['quokka', 'wombat', 'numbat', 'dingo', 'question', 'stori']));
    expect(built).not.toContain('a'); // a stop word is in no search vector
    expect(await refreshSearchWords(server.db)).toEqual([]);
    const [quokka] = await server.db
      .select({ posts: sql<number>`sum(bit_count(${forumSearchWordBits.bits}))::int` })
      .from(forumSearchWordBits)
      .where(eq(forumSearchWordBits.lexeme, 'quokka'));
    expect(quokka!.posts).toBe(12_000);
  });

  it('prove a no-hit for common words that never meet, and only for a plain AND of them', async () => {
    expect(await noPostHasAllWords(server.db, 'quokka wombat')).toBe(true);
    expect(await noPostHasAllWords(server.db, 'Quokkas and dingos')).toBe(true);
    expect(await noPostHasAllWords(server.db, '"quokka question" wombat')).toBe(true);
    expect(await search('quokka wombat')).toEqual([]);
    // Words that do meet, one word alone, OR, NOT, and a word without bits: no proof, the usual search answers.
    expect(await noPostHasAllWords(server.db, 'quokka numbat')).toBe(false);
    expect(await search('quokka numbat')).toHaveLength(20);
    expect(await noPostHasAllWords(server.db, 'quokka')).toBe(false);
    expect(await noPostHasAllWords(server.db, 'quokka or wombat')).toBe(false);
    expect(await noPostHasAllWords(server.db, 'quokka -wombat')).toBe(false);
    expect(await noPostHasAllWords(server.db, 'quokka platypus')).toBe(false);
  });

  it('follow new posts and edits at once, so a post that brings the words together is found', async () => {
    const first = await member();
    const second = await member();
    const edited = await post(first, 'A quokka in the library', 'Where do you study?');
    expect(await noPostHasAllWords(server.db, 'quokka wombat')).toBe(true);
    const patch = await first.json(`/api/forum/posts/${edited}`, 'PATCH', {
      title: 'A quokka in the library',
      body: 'Where do you study? A wombat took my seat.',
      category: 'student-life',
      tags: [],
    });
    expect(patch.status).toBe(200);
    expect(await noPostHasAllWords(server.db, 'quokka wombat')).toBe(false);
    expect(await search('quokka wombat')).toEqual([edited]);

    expect(await noPostHasAllWords(server.db, 'numbat dingo')).toBe(true);
    const created = await post(second, 'Numbat or dingo mascot?', 'Our school is voting on a new mascot.');
    expect(await noPostHasAllWords(server.db, 'numbat dingo')).toBe(false);
    expect(await search('numbat dingo')).toEqual([created]);
  });

  it('never clear a bit: a deleted post leaves no proof, and the search still hides it', async () => {
    const author = await member();
    const id = await post(author, 'Stories of the dingo and the question', 'One more numbat story.');
    expect(await search('numbat dingo stories')).toContain(id);
    expect((await author.fetch(`/api/forum/posts/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await noPostHasAllWords(server.db, 'numbat dingo')).toBe(false);
    expect(await search('numbat dingo stories')).not.toContain(id);
  });

  it('follow a bulk insert, and a word is listed only with its bits', async () => {
    const [words] = await server.db.select({ count: sql<number>`count(*)::int` }).from(forumSearchWords);
    const [rows] = await server.db
      .select({ words: sql<number>`count(distinct ${forumSearchWordBits.lexeme})::int` })
      .from(forumSearchWordBits);
    expect(rows!.words).toBe(words!.count);
    const before = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from forum_search_word_bits where lexeme = 'quokka'`,
    );
    await server.db.execute(sql`
      insert into forum_posts (author_id, category, title, body)
      select ${bulkAuthor}, 'student-life', 'Late quokka ' || n, 'x' from generate_series(1, 9000) as n`);
    const after = await server.db.execute<{ n: number; posts: number }>(
      sql`select count(*)::int as n, sum(bit_count(bits))::int as posts from forum_search_word_bits where lexeme = 'quokka'`,
    );
    expect(after.rows[0]!.posts).toBe(12_000 + 1 + 9000); // the bulk posts, the edited one, the late ones
    expect(after.rows[0]!.n).toBeGreaterThan(before.rows[0]!.n);
    await server.db.delete(forumPosts).where(sql`${forumPosts.title} like 'Late quokka %'`);
  });
});
