import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { detectLocale, type Locale } from '@domain/i18n/locales';

/*
 * Which language a text the server writes should be in. A response to a request
 * follows the request: the web app sends its active language as Accept-Language on every API
 * call. Something written for someone else (an e-mail, a notification, an .ics) follows the
 * recipient's account language, English when the account never chose one.
 */

/** The language of this request: the first language of its Accept-Language list Waypoint speaks, else English. */
export function requestLanguage(c: Context): Locale {
  const header = c.req.header('accept-language') ?? '';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = Number(/^q=([0-9.]+)$/.exec(params.find((param) => param.startsWith('q=')) ?? '')?.[1] ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return detectLocale(null, ranked);
}

/** A user's account language (English when unset or unknown). */
export async function languageOfUser(db: Pick<Database, 'select'>, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.language ?? 'en';
}

/** Several users' account languages at once (a reminder to a whole class); missing users read English. */
export async function languagesOfUsers(db: Pick<Database, 'select'>, userIds: readonly string[]): Promise<Map<string, Locale>> {
  const languages = new Map<string, Locale>(userIds.map((id) => [id, 'en']));
  if (userIds.length === 0) return languages;
  const rows = await db
    .select({ userId: profiles.userId, language: profiles.language })
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]));
  for (const row of rows) if (row.language) languages.set(row.userId, row.language);
  return languages;
}
