import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { careerSchema, RIASEC_AREAS, RIASEC_NAMES, type Career, type RiasecArea, type RowSource } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { careers } from '@server/db/schema';
import { ImportError, isUrl, openInput, readRecords, requireColumns } from './input';
import { careerRow, excludedSet, inBatches } from './rows';

/*
 * O*NET database text files (tab-separated, header row, no quoting):
 * - Occupation Data.txt: O*NET-SOC Code, Title, Description
 * - Interests.txt: scale "OI" rows hold the RIASEC scores (1-7), one row per area
 * - Job Zones.txt: O*NET-SOC Code, Job Zone (1-5)
 *
 * Rule for curated careers (src/data/careers.ts): O*NET has no pay, outlook or
 * education, and the curated rows carry them from BLS with their own reviewed
 * description and interests. The import leaves a curated career untouched and
 * only adds or refreshes the occupations that are not curated. (Updating just
 * their interests would be undone at the next start, when the curated loader
 * rewrites its rows.) Likewise it leaves an occupation of the default-dataset snapshot alone: that row already
 * carries O*NET's figures together with BLS pay, outlook and training, which an O*NET-only row would drop. Newer
 * files refresh those rows through `npm run data:snapshot` (ADR 0026).
 */

export const ONET_SOURCE: RowSource = {
  name: 'O*NET 29.3 Database (U.S. Department of Labor, CC BY 4.0)',
  year: '2025',
  url: 'https://www.onetcenter.org/database.html',
  estimate: false,
};

const FILES = { occupations: 'Occupation Data.txt', interests: 'Interests.txt', jobZones: 'Job Zones.txt' } as const;
const CODE = 'O*NET-SOC Code';
const AREA_BY_NAME = new Map<string, RiasecArea>(RIASEC_AREAS.map((area) => [RIASEC_NAMES[area], area]));

function fileLocation(base: string, file: string): string {
  return isUrl(base) ? `${base.replace(/\/?$/, '/')}${encodeURIComponent(file)}` : path.join(base, file);
}

async function* rowsOf<Name extends string>(base: string, file: string, columns: readonly Name[]): AsyncGenerator<Record<Name, string>> {
  const records = readRecords(await openInput(fileLocation(base, file)), { delimiter: '\t', label: file });
  let at: Record<Name, number> | undefined;
  for await (const record of records) {
    if (!at) {
      at = requireColumns(record, columns, `${file} is not an O*NET database text file`);
      continue;
    }
    const row = {} as Record<Name, string>;
    for (const column of columns) row[column] = (record[at[column]] ?? '').trim();
    yield row;
  }
  if (!at) throw new ImportError(`${file}: the file is empty`);
}

export interface OnetCounts {
  /** Occupations in Occupation Data.txt. */
  read: number;
  /** Careers written (inserted or updated). */
  loaded: number;
  /** Occupations left as curated (see the rule above). */
  keptCurated: number;
  /** Occupations left as the default-dataset snapshot loaded them, with their BLS figures (see the rule above). */
  keptSnapshot: number;
  /** Occupations O*NET gives no interest scores (mostly "All Other" groups): not careers we can match. */
  withoutInterests: number;
  /** Occupations with unusable values. */
  skipped: number;
  skippedExamples: string[];
}

/**
 * Reads the three files from a folder or a base address (e.g. …/db_29_3_text/): every occupation with interest scores
 * as a career with O*NET's title, description, interests and job zone (no BLS figures), in file order.
 */
export async function readOnetCareers(location: string): Promise<{ careers: Career[]; counts: OnetCounts }> {
  const occupations = new Map<string, { title: string; description: string }>();
  for await (const row of rowsOf(location, FILES.occupations, [CODE, 'Title', 'Description'])) {
    occupations.set(row[CODE], { title: row.Title, description: row.Description });
  }

  const interests = new Map<string, Partial<Record<RiasecArea, number>>>();
  const badScores = new Map<string, string>();
  for await (const row of rowsOf(location, FILES.interests, [CODE, 'Element Name', 'Scale ID', 'Data Value'])) {
    if (row['Scale ID'] !== 'OI') continue; // IH rows are the high-point codes, not scores
    const area = AREA_BY_NAME.get(row['Element Name']);
    if (!area) continue;
    const value = Number(row['Data Value']);
    if (row['Data Value'] === '' || !Number.isFinite(value))
      badScores.set(row[CODE], `${area} score is not a number: "${row['Data Value']}"`);
    const profile = interests.get(row[CODE]) ?? {};
    profile[area] = value;
    interests.set(row[CODE], profile);
  }

  const jobZones = new Map<string, number>();
  for await (const row of rowsOf(location, FILES.jobZones, [CODE, 'Job Zone'])) jobZones.set(row[CODE], Number(row['Job Zone']));

  const counts: OnetCounts = {
    read: occupations.size,
    loaded: 0,
    keptCurated: 0,
    keptSnapshot: 0,
    withoutInterests: 0,
    skipped: 0,
    skippedExamples: [],
  };
  const skip = (code: string, reason: string) => {
    counts.skipped += 1;
    if (counts.skippedExamples.length < 5) counts.skippedExamples.push(`${code}: ${reason}`);
  };
  const found: Career[] = [];
  for (const [socCode, occupation] of occupations) {
    const profile = interests.get(socCode);
    if (!profile) {
      counts.withoutInterests += 1;
      continue;
    }
    const badScore = badScores.get(socCode);
    if (badScore) {
      skip(socCode, badScore);
      continue;
    }
    const missing = RIASEC_AREAS.filter((area) => profile[area] === undefined);
    if (missing.length) {
      skip(socCode, `no interest score for ${missing.map((area) => RIASEC_NAMES[area]).join(', ')}`);
      continue;
    }
    const result = careerSchema.safeParse({
      socCode,
      title: occupation.title,
      description: occupation.description,
      interests: profile,
      jobZone: jobZones.get(socCode) ?? null,
      medianPay: null,
      outlookPercent: null,
      entryEducation: null,
      workExperience: null,
      onTheJobTraining: null,
      workValues: null,
      trainingSource: null,
      source: ONET_SOURCE,
    });
    if (result.success) found.push(result.data);
    else skip(socCode, `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`);
  }

  return { careers: found, counts };
}

/** Reads the three files from a folder or a base address (e.g. …/db_29_3_text/) and loads every occupation with interest scores. */
export async function importOnet(db: Database, location: string): Promise<OnetCounts> {
  const { careers: found, counts } = await readOnetCareers(location);
  await db.transaction(async (tx) => {
    const curated = new Set(
      (await tx.select({ socCode: careers.socCode }).from(careers).where(eq(careers.curated, true))).map((r) => r.socCode),
    );
    // Snapshot rows are the only non-curated rows with a BLS pay kind (an O*NET-only row has none).
    const withBlsFigures = new Set(
      (
        await tx
          .select({ socCode: careers.socCode })
          .from(careers)
          .where(and(eq(careers.curated, false), isNotNull(careers.payKind)))
      ).map((r) => r.socCode),
    );
    const imported = found.filter((career) => !curated.has(career.socCode) && !withBlsFigures.has(career.socCode));
    counts.keptCurated = found.filter((career) => curated.has(career.socCode)).length;
    counts.keptSnapshot = found.length - imported.length - counts.keptCurated;
    for (const batch of inBatches(imported)) {
      await tx
        .insert(careers)
        .values(batch.map((career) => careerRow(career, false)))
        .onConflictDoUpdate({ target: careers.socCode, set: excludedSet(careers, careers.socCode), setWhere: eq(careers.curated, false) });
    }
    counts.loaded = imported.length;
  });
  return counts;
}
