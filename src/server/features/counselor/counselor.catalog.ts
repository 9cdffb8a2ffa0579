import { asc, eq } from 'drizzle-orm';
import { CAREER_ALTERNATE_TITLES } from '@data/career-alternate-titles';
import type { ProgramRow } from '@domain/catalog/programs';
import type { Career, College, Major } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { careers as careersTable, collegePrograms, colleges } from '@server/db/schema';
import { allCareers, allMajors, catalogVersion, toCollegeDto } from '@server/shared/catalog';

/** The catalog the counselor answers from: the same rows the catalog pages show. */
export interface CounselorCatalog {
  careers(): Promise<readonly Career[]>;
  majors(): Promise<readonly Major[]>;
  colleges(): Promise<readonly College[]>;
  /** One college's programs (College Scorecard field-of-study rows), in the snapshot's row form. */
  programs(unitId: number): Promise<readonly ProgramRow[]>;
  /** Every career's O*NET alternate titles by O*NET-SOC code ("Cop", "Veterinary Technician (Vet Tech)"). */
  alternateTitles(): Promise<ReadonlyMap<string, readonly string[]>>;
  /** Careers' Spanish titles by O*NET-SOC code, where Waypoint has one. */
  spanishTitles(): Promise<ReadonlyMap<string, string>>;
}

/** The first call loads; later calls share its answer. A failed load is forgotten, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const loading = load();
      pending = loading;
      loading.catch(() => {
        if (pending === loading) pending = undefined;
      });
    }
    return pending;
  };
}

/** Reads each list at most once for as long as the catalog object is used. */
export function databaseCatalog(db: Database): CounselorCatalog {
  return {
    careers: once(() => allCareers(db)),
    majors: once(() => allMajors(db)),
    colleges: once(async () => (await db.select().from(colleges).orderBy(asc(colleges.unitId))).map(toCollegeDto)),
    alternateTitles: once(async () => {
      const rows = await db.select({ socCode: careersTable.socCode, titles: careersTable.alternateTitles }).from(careersTable);
      return new Map(rows.map((row) => [row.socCode, row.titles]));
    }),
    spanishTitles: once(async () => {
      const rows = await db.select({ socCode: careersTable.socCode, title: careersTable.titleEs }).from(careersTable);
      return new Map(rows.flatMap((row) => (row.title ? [[row.socCode, row.title] as const] : [])));
    }),
    programs: async (unitId) => {
      const rows = await db.select().from(collegePrograms).where(eq(collegePrograms.unitId, unitId));
      return rows.map((row): ProgramRow => [
        row.unitId,
        row.cip,
        row.credentialLevel,
        row.awardsYear1,
        row.awardsYear2,
        row.debtCohort,
        row.medianDebt,
        row.earningsCohort,
        row.medianEarnings,
      ]);
    },
  };
}

/**
 * How long questions share one catalog before they look whether its rows changed. Each question used to read every
 * career, major and college row again and rebuild the names it matches against (most of a question's cost under a
 * class's load); now the lists and those names are made once and kept while the rows stay the same. An admin's edit
 * shows within the minute, a reloaded snapshot at once (its version changes).
 */
export const SHARED_CATALOG_TTL_MS = 60_000;

/**
 * What the shared catalog's rows are, without reading them: per table, how many rows and the sum of the transaction
 * ids that wrote them (PostgreSQL's `xmin`). An insert or delete changes the count, and an update gives the row a new,
 * different transaction id, so any write changes the sum: reading this once a minute (a scan of a few thousand rows
 * inside PostgreSQL, one short line back) replaces reading and rebuilding every list when nothing changed.
 */
const CATALOG_ROWS_FINGERPRINT = {
  name: 'waypoint_counselor_catalog_fingerprint',
  text: `
    select concat_ws(',',
      (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from careers),
      (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from majors),
      (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from colleges)) as fingerprint`,
};

async function catalogRowsFingerprint(db: Database): Promise<string> {
  const result = await db.$client.query<{ fingerprint: string }>(CATALOG_ROWS_FINGERPRINT);
  return result.rows[0]?.fingerprint ?? '';
}

const sharedCatalogs = new WeakMap<Database, { at: number; version: string; rows: string; catalog: CounselorCatalog }>();

/** The database's catalog as the questions of this minute share it. `now` is injectable for tests. */
export async function sharedDatabaseCatalog(db: Database, now: () => number = Date.now): Promise<CounselorCatalog> {
  const version = await catalogVersion(db);
  const hit = sharedCatalogs.get(db);
  if (hit && hit.version === version && now() - hit.at < SHARED_CATALOG_TTL_MS) return hit.catalog;
  // Read before the lists are: a write landing while they load is seen as a change at the next look.
  const rows = await catalogRowsFingerprint(db);
  if (hit && hit.version === version && hit.rows === rows) {
    sharedCatalogs.set(db, { ...hit, at: now() });
    return hit.catalog;
  }
  const catalog = databaseCatalog(db);
  sharedCatalogs.set(db, { at: now(), version, rows, catalog });
  return catalog;
}

export function memoryCatalog(data: {
  careers: readonly Career[];
  majors: readonly Major[];
  colleges: readonly College[];
  programs?: readonly ProgramRow[];
  /** Defaults to the curated careers' titles. */
  alternateTitles?: Readonly<Record<string, readonly string[]>>;
  spanishTitles?: Readonly<Record<string, string>>;
}): CounselorCatalog {
  const titles = new Map(Object.entries(data.alternateTitles ?? CAREER_ALTERNATE_TITLES));
  return {
    alternateTitles: async () => titles,
    spanishTitles: async () => new Map(Object.entries(data.spanishTitles ?? {})),
    careers: async () => data.careers,
    majors: async () => data.majors,
    colleges: async () => data.colleges,
    programs: async (unitId) => (data.programs ?? []).filter((row) => row[0] === unitId),
  };
}

/* ---------- the model tools' fallback for a career or major name no whole phrase or alias matches ---------- */

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'at',
  'for',
  'to',
  'on',
  'with',
  'except',
  'all',
  'other',
  'general',
]);
/** Words too common in names to identify anything alone. */
const GENERIC: Record<'career' | 'major', ReadonlySet<string>> = {
  career: new Set([
    'worker',
    'workers',
    'technician',
    'technicians',
    'specialist',
    'specialists',
    'manager',
    'managers',
    'assistant',
    'assistants',
    'operator',
    'operators',
    'occupation',
    'occupations',
    'and',
    'related',
    'support',
  ]),
  major: new Set([
    'studies',
    'study',
    'science',
    'sciences',
    'general',
    'related',
    'services',
    'arts',
    'technology',
    'technologies',
    'management',
    'administration',
  ]),
};

/** Lower case, accents and punctuation gone, simple plurals folded ("nurses" → "nurse"). */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOPWORDS.has(word))
    .map((word) =>
      word.length > 4 && word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
          ? word.slice(0, -1)
          : word,
    );
}

/** "Nursing (registered nursing)" is found as "nursing" or as "registered nursing". */
function alternatives(name: string): string[] {
  const inside = /\(([^)]+)\)/.exec(name)?.[1];
  const outside = name.replace(/\([^)]*\)/g, ' ');
  return inside ? [outside, inside] : [name];
}

export type NameMatch<T> = { item: T; score: number };

/**
 * Items whose name the text mentions, best first. The score is the share of the
 * name's distinctive words found in the text; at least one distinctive word must match.
 */
export function rankByName<T>(text: string, items: readonly T[], nameOf: (item: T) => string, kind: keyof typeof GENERIC): NameMatch<T>[] {
  const words = new Set(tokens(text));
  const generic = new Set([...GENERIC[kind]].flatMap((word) => tokens(word)));
  const matches: (NameMatch<T> & { length: number; index: number })[] = [];
  items.forEach((item, index) => {
    const name = nameOf(item);
    let best: number | null = null;
    for (const alternative of alternatives(name)) {
      const nameWords = [...new Set(tokens(alternative))];
      if (!nameWords.length) continue;
      const distinctive = nameWords.filter((word) => !generic.has(word));
      const considered = distinctive.length ? distinctive : nameWords;
      const found = considered.filter((word) => words.has(word));
      if (!found.length || (distinctive.length && !found.some((word) => word.length >= 3))) continue;
      const all = nameWords.filter((word) => words.has(word)).length / nameWords.length;
      // Distinctive words decide; the generic ones ("university") break ties.
      // The head noun ("registered NURSES") matching beats a modifier ("NURSE midwives").
      const head = nameWords.at(-1)!;
      const score = found.length / considered.length + all / 100 + (words.has(head) ? 0.05 : 0);
      best = Math.max(best ?? 0, score);
    }
    if (best !== null) matches.push({ item, score: best, length: name.length, index });
  });
  return matches
    .sort((a, b) => b.score - a.score || a.length - b.length || a.index - b.index)
    .map(({ item, score }) => ({ item, score: Math.min(1, score) }));
}
