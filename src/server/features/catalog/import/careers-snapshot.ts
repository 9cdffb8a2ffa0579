import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OEWS_COMBINED } from '@data/careers';
import { ONET_WORK_VALUE_KEYS } from '@domain/career-quiz/career-quiz-values';
import { PAY_SOURCE_NOTES } from '@domain/catalog/bls-snapshot';
import { ONET_DESCRIPTION_NOTE } from '@domain/catalog/onet-description';
import type { Career, CareerWorkValues, RowSource } from '@domain/catalog/schemas';
import { EP_SOURCE, epRowFor, lineItemsByCode, readEpOccupations, type EpOccupation } from './ep-occupation';
import { snapshotCareerSchema, type SnapshotCareer } from './load-snapshot';
import { OEWS_SOURCE_NAME, OEWS_SOURCE_YEAR, oewsByCode, readOewsNational, type OewsOccupation } from './oews-national';
import { alternateTitlesByCode, readAlternateTitles, type OnetAlternateTitle } from './onet-alternate-titles';
import { readOnetCareers } from './onet';
import { ONET_WORK_VALUE_NAMES, ONET_WORK_VALUES_SOURCE, readWorkValues, type OnetWorkValues } from './onet-work-values';

/*
 * Writes data/snapshot/careers.ndjson (ADR 0026), the default dataset's careers: every O*NET 29.3
 * occupation that has interest scores and a BLS row (OEWS May 2024 and/or EP 2024-34 Table 1.2), one JSON object a
 * line, sorted by O*NET-SOC code:
 * - title, description, interests, job zone: O*NET 29.3 (CC BY 4.0; the source says so and the pages attribute it);
 * - pay: the OEWS May 2024 national median, with payKind ("top-coded", "hourly only", "not available": never 0);
 * - % change 2024-34, annual openings, entry education, work experience, on-the-job training: EP 2024-34 Table 1.2;
 * - work values and alternate titles: O*NET 29.2.
 * The O*NET-SOC code maps to its BLS SOC code ("29-1141.01" → "29-1141"), or the code BLS publishes it within
 * (SNAPSHOT_COMBINED, which extends the curated careers' OEWS_COMBINED, or its broad group); the source names the combined title.
 * Missing figures stay null. Only these columns are written: the official files are never copied into the project.
 * Run: `npm run data:careers-snapshot -- <onet-29.3 folder> <oews .xlsx> <ep .xlsx> <Work Values.txt> <Alternate Titles.txt>`.
 */

/**
 * Beyond the curated careers' OEWS_COMBINED: O*NET-SOC occupations whose SOC 2018 code BLS publishes only within
 * another detailed code (the O*NET-SOC 2019 → SOC 2018 crosswalk). Checked against both files: neither OEWS May 2024
 * nor EP 2024-34 has their own code. Other missing codes fall back to their broad group (xx-xxx0).
 */
export const SNAPSHOT_COMBINED: Readonly<Record<string, { code: string; title: string }>> = {
  ...OEWS_COMBINED,
  '21-1011.00': { code: '21-1018', title: 'substance abuse, behavioral disorder, and mental health counselors' },
  '25-2055.00': { code: '25-2052', title: 'special education teachers, kindergarten and elementary school' },
  '25-2056.00': { code: '25-2052', title: 'special education teachers, kindergarten and elementary school' },
  '25-9043.00': { code: '25-9045', title: 'teaching assistants, except postsecondary' },
  '51-2022.00': {
    code: '51-2028',
    title: 'electrical, electronic, and electromechanical assemblers, except coil winders, tapers, and finishers',
  },
  '51-2023.00': {
    code: '51-2028',
    title: 'electrical, electronic, and electromechanical assemblers, except coil winders, tapers, and finishers',
  },
  '53-1042.00': {
    code: '53-1047',
    title: 'first-line supervisors of transportation and material moving workers, except aircraft cargo handling supervisors',
  },
  '53-1042.01': {
    code: '53-1047',
    title: 'first-line supervisors of transportation and material moving workers, except aircraft cargo handling supervisors',
  },
  '53-1043.00': {
    code: '53-1047',
    title: 'first-line supervisors of transportation and material moving workers, except aircraft cargo handling supervisors',
  },
  '53-1044.00': {
    code: '53-1047',
    title: 'first-line supervisors of transportation and material moving workers, except aircraft cargo handling supervisors',
  },
};

export const CAREERS_SNAPSHOT_FILE = 'careers.ndjson';

export interface CareersSnapshotInputs {
  /** O*NET 29.3 occupations with interest scores, as readOnetCareers gives them. */
  onet: readonly Career[];
  oews: readonly OewsOccupation[];
  ep: readonly EpOccupation[];
  workValues: ReadonlyMap<string, OnetWorkValues>;
  alternateTitles: readonly OnetAlternateTitle[];
}

/** The OEWS row whose median is the occupation's pay: its own SOC code, the combined code, or its broad group. */
export function oewsRowFor(
  socCode: string,
  byCode: ReadonlyMap<string, OewsOccupation>,
): { row: OewsOccupation; combinedTitle: string | null } | null {
  const soc = socCode.slice(0, 7);
  const combined = SNAPSHOT_COMBINED[socCode];
  if (combined) {
    const row = byCode.get(combined.code);
    if (row) return { row, combinedTitle: combined.title };
  }
  const own = byCode.get(soc);
  if (own) return { row: own, combinedTitle: null };
  const broad = byCode.get(`${soc.slice(0, 6)}0`);
  if (broad && (broad.group === 'broad' || broad.group === 'detailed')) return { row: broad, combinedTitle: broad.title.toLowerCase() };
  return null;
}

/*
 * The fields are written exactly as the curated careers write theirs (src/data/careers.ts: blsPayOutlook, epTraining,
 * onetWorkValues), from the same official files, with the same pay notes and work-value keys from the domain;
 * careers-snapshot.test.ts checks that the two agree on every curated career. (The functions are restated here so
 * the client's copy of src/data/careers.ts stays as small as it was.)
 */
type PayFields = Pick<Career, 'medianPay' | 'payKind' | 'hourlyMedianPay' | 'outlookPercent' | 'annualOpenings' | 'source'>;

function payOutlookFields(oews: ReturnType<typeof oewsRowFor>, ep: EpOccupation | null): PayFields {
  const median = oews?.row.median ?? { kind: 'not available' as const, annual: null, hourly: null };
  const pay =
    median.kind === 'annual' && oews?.combinedTitle ? `pay, published for ${oews.combinedTitle} combined` : PAY_SOURCE_NOTES[median.kind];
  const parts = [`${OEWS_SOURCE_NAME} (${pay})`];
  const outlookPercent = ep?.employmentChangePercent ?? null;
  if (outlookPercent !== null) parts.push(`${EP_SOURCE.name} (projected change and annual openings 2024-34, line item ${ep!.code})`);
  parts.push(ONET_DESCRIPTION_NOTE);
  const source: RowSource = {
    name: parts.join('; '),
    year: OEWS_SOURCE_YEAR,
    // The occupation's OEWS page; with no OEWS row, the EP table its figures come from.
    url: oews ? `https://www.bls.gov/oes/2024/may/oes${oews.row.code.replace('-', '')}.htm` : EP_SOURCE.url,
    estimate: false,
  };
  const openings = ep?.annualOpenings ?? null;
  return {
    medianPay: median.annual,
    payKind: median.kind,
    hourlyMedianPay: median.hourly,
    outlookPercent,
    annualOpenings: openings === null ? null : Math.round(openings * 1000),
    source,
  };
}

type TrainingFields = Pick<Career, 'entryEducation' | 'workExperience' | 'onTheJobTraining' | 'trainingSource'>;

function trainingFields(ep: { row: EpOccupation; aggregated: boolean } | null): TrainingFields {
  if (!ep) return { entryEducation: null, workExperience: null, onTheJobTraining: null, trainingSource: null };
  const aggregate = ep.aggregated ? ` (published for ${ep.row.title.toLowerCase()} combined, ${ep.row.code})` : '';
  return {
    entryEducation: ep.row.entryEducation,
    workExperience: ep.row.workExperience,
    onTheJobTraining: ep.row.onTheJobTraining,
    trainingSource: { name: `${EP_SOURCE.name}${aggregate}`, year: EP_SOURCE.year, url: EP_SOURCE.url, estimate: false },
  };
}

/** O*NET 29.2 Work Values: the six extents and high points; null without a complete profile. */
function workValuesFields(found: OnetWorkValues | undefined): CareerWorkValues | null {
  if (!found) return null;
  const [achievement, working_conditions, recognition, relationships, support, independence] = ONET_WORK_VALUE_NAMES.map(
    (name) => found.extent[name],
  );
  if (
    achievement === undefined ||
    working_conditions === undefined ||
    recognition === undefined ||
    relationships === undefined ||
    support === undefined ||
    independence === undefined
  )
    return null;
  const { name, release, url } = ONET_WORK_VALUES_SOURCE;
  return {
    extent: { achievement, working_conditions, recognition, relationships, support, independence },
    highPoints: found.highPoints.map((value) => ONET_WORK_VALUE_KEYS[value]),
    source: { name: `${name} (${release} release)`, year: '2025', url, estimate: false },
  };
}

/**
 * The BLS occupation whose pay and outlook a career shows when BLS publishes no figure of the occupation's own: an
 * O*NET detail occupation (a code not ending in .00, e.g. 15-1299.07 Blockchain Engineers) has only its SOC code's
 * figures (15-1299 Computer Occupations, All Other), and some occupations are published only combined with others
 * (SNAPSHOT_COMBINED, or the broad group). The pay's OEWS row names it; without OEWS pay, the EP line item. Null when
 * the figures are the occupation's own.
 */
export function figuresFromFor(
  socCode: string,
  oews: ReturnType<typeof oewsRowFor>,
  ep: ReturnType<typeof epRowFor>,
): { socCode: string; title: string } | null {
  const detail = !socCode.endsWith('.00');
  if (oews) return oews.combinedTitle !== null || detail ? { socCode: oews.row.code, title: oews.row.title } : null;
  if (ep) return ep.aggregated || detail ? { socCode: ep.row.code, title: ep.row.title } : null;
  return null;
}

/** One snapshot career per O*NET occupation with a BLS row, sorted by code; keys in a fixed order (stable bytes). */
export function careersSnapshot(inputs: CareersSnapshotInputs): SnapshotCareer[] {
  const byCode = oewsByCode(inputs.oews);
  const lineItems = lineItemsByCode(inputs.ep);
  const sorted = [...inputs.onet].sort((a, b) => a.socCode.localeCompare(b.socCode));
  const titles = alternateTitlesByCode(inputs.alternateTitles, sorted);
  const rows: SnapshotCareer[] = [];
  for (const onet of sorted) {
    const oews = oewsRowFor(onet.socCode, byCode);
    const ep = epRowFor(onet.socCode, lineItems, SNAPSHOT_COMBINED);
    if (!oews && !ep) continue;
    const pay = payOutlookFields(oews, ep?.row ?? null);
    const training = trainingFields(ep);
    rows.push({
      socCode: onet.socCode,
      title: onet.title,
      description: onet.description,
      interests: onet.interests,
      jobZone: onet.jobZone,
      medianPay: pay.medianPay,
      payKind: pay.payKind,
      hourlyMedianPay: pay.hourlyMedianPay,
      outlookPercent: pay.outlookPercent,
      annualOpenings: pay.annualOpenings,
      entryEducation: training.entryEducation,
      workExperience: training.workExperience,
      onTheJobTraining: training.onTheJobTraining,
      trainingSource: training.trainingSource,
      workValues: workValuesFields(inputs.workValues.get(onet.socCode)),
      figuresFrom: figuresFromFor(onet.socCode, oews, ep),
      source: pay.source,
      alternateTitles: titles[onet.socCode] ?? [],
    });
  }
  return rows;
}

export function careersSnapshotText(rows: readonly SnapshotCareer[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}

/** data/snapshot at the repository root. */
export const SNAPSHOT_DIR = path.resolve(import.meta.dirname, '../../../../../data/snapshot');

export async function readCareersSnapshotInputs(
  onetDir: string,
  oewsFile: string,
  epFile: string,
  workValuesFile: string,
  alternateTitlesFile: string,
): Promise<CareersSnapshotInputs> {
  return {
    onet: (await readOnetCareers(onetDir)).careers,
    oews: await readOewsNational(oewsFile),
    ep: await readEpOccupations(epFile),
    workValues: readWorkValues(workValuesFile),
    alternateTitles: readAlternateTitles(alternateTitlesFile),
  };
}

async function main() {
  const files = process.argv.slice(2);
  if (files.length !== 5)
    throw new Error(
      'Usage: npm run data:careers-snapshot -- <onet-29.3 folder> <oews-national-M2024_dl.xlsx> <ep-2024-34-occupation.xlsx> <onet-29.2/Work Values.txt> <onet-29.2/Alternate Titles.txt>',
    );
  const [onetDir, oewsFile, epFile, workValuesFile, alternateTitlesFile] = files as [string, string, string, string, string];
  const rows = careersSnapshot(await readCareersSnapshotInputs(onetDir, oewsFile, epFile, workValuesFile, alternateTitlesFile));
  // What the start-up loader will accept: a row that would not load stops the generator instead.
  for (const row of rows) snapshotCareerSchema.parse(row);
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const out = path.join(SNAPSHOT_DIR, CAREERS_SNAPSHOT_FILE);
  writeFileSync(out, careersSnapshotText(rows));
  console.log(`Wrote ${rows.length} careers to ${out}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
