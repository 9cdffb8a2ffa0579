import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { hasOnetDescription } from '@domain/catalog/onet-description';
import type { Career } from '@domain/catalog/schemas';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import {
  careersSnapshot,
  careersSnapshotText,
  figuresFromFor,
  oewsRowFor,
  readCareersSnapshotInputs,
  SNAPSHOT_COMBINED,
  SNAPSHOT_DIR,
} from './careers-snapshot';
import { epRowFor, lineItemsByCode, readEpOccupations, type EpOccupation } from './ep-occupation';
import { snapshotCareerSchema, type SnapshotCareer } from './load-snapshot';
import { oewsByCode, readOewsNational, type OewsOccupation } from './oews-national';

const base = CAREERS[0]!;
const onet = (socCode: string, title: string): Career => ({
  ...base,
  socCode,
  title,
  description: `${title} do things O*NET describes.`,
  interests: { R: 1, I: 2, A: 3, S: 4, E: 5, C: 6 },
  jobZone: 3,
});
const oews = (code: string, median: OewsOccupation['median'], group: OewsOccupation['group'] = 'detailed'): OewsOccupation => ({
  code,
  title: `OEWS ${code}`,
  group,
  median,
  hourlyOnly: median.kind === 'hourly only',
});
const ep = (code: string, percent: number | null, openings: number | null): EpOccupation => ({
  code,
  title: `EP ${code}`,
  type: 'Line item',
  employment2024: 10,
  employmentChangePercent: percent,
  annualOpenings: openings,
  medianWage2024: null,
  entryEducation: "Bachelor's degree",
  workExperience: 'None',
  onTheJobTraining: 'None',
});

describe('careersSnapshot (fixture inputs)', () => {
  const rows = careersSnapshot({
    onet: [
      onet('99-1012.00', 'Top earners'),
      onet('99-1011.00', 'Salaried workers'),
      onet('99-1013.00', 'Hourly workers'),
      onet('99-1021.00', 'Broad-group workers'),
      onet('99-1031.00', 'Unpublished workers'),
      onet('99-1041.00', 'Projected-only workers'),
    ],
    oews: [
      oews('99-1011', { kind: 'annual', annual: 52_340, hourly: 25.16 }),
      oews('99-1012', { kind: 'top-coded', annual: null, hourly: null }),
      oews('99-1013', { kind: 'hourly only', annual: null, hourly: 18.5 }),
      oews('99-1020', { kind: 'annual', annual: 40_000, hourly: null }, 'broad'),
    ],
    ep: [ep('99-1011', 4.3, 12.5), ep('99-1041', -2.1, 0.4)],
    workValues: new Map(),
    alternateTitles: [
      { socCode: '99-1011.00', alternateTitle: 'Wage Earner', shortTitle: 'WE' },
      { socCode: '99-1011.00', alternateTitle: 'salaried workers', shortTitle: null },
    ],
  });
  const by = (code: string) => rows.find((row) => row.socCode === code);

  it('keeps occupations with a BLS row, sorted by code, each parsing as a snapshot career', () => {
    expect(rows.map((row) => row.socCode)).toEqual(['99-1011.00', '99-1012.00', '99-1013.00', '99-1021.00', '99-1041.00']);
    for (const row of rows) expect(snapshotCareerSchema.parse(row)).toEqual(row);
  });

  it('carries annual, top-coded, hourly-only and missing pay without ever writing 0', () => {
    expect(by('99-1011.00')).toMatchObject({ medianPay: 52_340, payKind: 'annual', outlookPercent: 4.3, annualOpenings: 12_500 });
    expect(by('99-1012.00')).toMatchObject({ medianPay: null, payKind: 'top-coded', outlookPercent: null, annualOpenings: null });
    expect(by('99-1013.00')).toMatchObject({ medianPay: null, payKind: 'hourly only', hourlyMedianPay: 18.5 });
    expect(by('99-1041.00')).toMatchObject({ medianPay: null, payKind: 'not available', outlookPercent: -2.1, annualOpenings: 400 });
    expect(by('99-1041.00')?.source.url).toMatch(/bls\.gov\/emp/);
    for (const row of rows) expect([row.medianPay, row.hourlyMedianPay, row.annualOpenings]).not.toContain(0);
  });

  it('uses the broad group where BLS publishes only that, and says so', () => {
    expect(by('99-1021.00')).toMatchObject({ medianPay: 40_000 });
    expect(by('99-1021.00')?.source.name).toContain('published for oews 99-1020 combined');
  });

  it('attributes O*NET and names each source', () => {
    const row = by('99-1011.00')!;
    expect(row.source.name).toMatch(/OEWS|Occupational Employment and Wage Statistics, May 2024/);
    expect(row.source.name).toContain('Employment Projections 2024-34');
    expect(row.source.name).toContain('O*NET 29.3 title, description, interests and job zone (CC BY 4.0)');
    expect(row.trainingSource).toMatchObject({ name: expect.stringContaining('Employment Projections 2024-34') });
    expect(by('99-1012.00')?.trainingSource).toBeNull();
    expect(row.alternateTitles).toEqual(['Wage Earner', 'WE']);
  });

  it('writes one line a row with stable bytes', () => {
    const text = careersSnapshotText(rows);
    expect(text.split('\n')).toHaveLength(rows.length + 1);
    expect(careersSnapshotText(rows)).toBe(text);
  });

  it('maps a combined occupation to its code before its own', () => {
    const byCode = oewsByCode([oews('13-1020', { kind: 'annual', annual: 70_000, hourly: null })]);
    expect(oewsRowFor('13-1023.00', byCode)).toMatchObject({ row: { code: '13-1020' }, combinedTitle: 'buyers and purchasing agents' });
    expect(SNAPSHOT_COMBINED['53-1043.00']?.code).toBe('53-1047');
  });
});

/* ---------- the committed snapshot against the official files ---------- */

const D = (...parts: string[]) => sharedDataFile(...parts);
const files = {
  onet: D('onet-29.3'),
  oews: D('bls', 'oews-national-M2024_dl.xlsx'),
  ep: D('bls', 'ep-2024-34-occupation.xlsx'),
  workValues: D('onet-29.2', 'Work Values.txt'),
  alternateTitles: D('onet-29.2', 'Alternate Titles.txt'),
};
const haveFiles = haveRealFiles(
  [path.join(files.onet, 'Interests.txt'), files.oews, files.ep, files.workValues, files.alternateTitles],
  'careers snapshot',
);
const committed = readFileSync(path.join(SNAPSHOT_DIR, 'careers.ndjson'), 'utf8');
const snapshot: SnapshotCareer[] = committed
  .trim()
  .split('\n')
  .map((line) => snapshotCareerSchema.parse(JSON.parse(line)));

/** Tab-separated O*NET text file rows as objects (read here independently of the importer). */
function tsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const names = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, at) => [names[at], cell])));
}

describe('the committed data/snapshot/careers.ndjson', () => {
  it('is sorted by code, one valid career a line, each crediting O*NET for its description', () => {
    for (const row of snapshot) expect(hasOnetDescription(row), row.socCode).toBe(true);
    const codes = snapshot.map((row) => row.socCode);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
    expect(snapshot.length).toBeGreaterThan(900);
  });
});

describe.skipIf(!haveFiles)('the careers snapshot against the official files', () => {
  it('is exactly what the generator makes from the files (re-running gives the same bytes)', async () => {
    const inputs = await readCareersSnapshotInputs(files.onet, files.oews, files.ep, files.workValues, files.alternateTitles);
    expect(careersSnapshotText(careersSnapshot(inputs))).toBe(committed);
  }, 60_000);

  it('covers every O*NET 29.3 occupation with interest scores, with its title, description, interests and job zone', () => {
    const occupations = new Map(tsv(path.join(files.onet, 'Occupation Data.txt')).map((r) => [r['O*NET-SOC Code']!, r]));
    const zones = new Map(tsv(path.join(files.onet, 'Job Zones.txt')).map((r) => [r['O*NET-SOC Code']!, Number(r['Job Zone'])]));
    const letter: Record<string, string> = {
      Realistic: 'R',
      Investigative: 'I',
      Artistic: 'A',
      Social: 'S',
      Enterprising: 'E',
      Conventional: 'C',
    };
    const interests = new Map<string, Record<string, number>>();
    for (const r of tsv(path.join(files.onet, 'Interests.txt'))) {
      if (r['Scale ID'] !== 'OI') continue;
      const profile = interests.get(r['O*NET-SOC Code']!) ?? {};
      profile[letter[r['Element Name']!]!] = Number(r['Data Value']);
      interests.set(r['O*NET-SOC Code']!, profile);
    }
    expect(snapshot.map((row) => row.socCode)).toEqual([...interests.keys()].sort());
    for (const row of snapshot) {
      const occupation = occupations.get(row.socCode)!;
      expect(row.title, row.socCode).toBe(occupation.Title);
      expect(row.description, row.socCode).toBe(occupation.Description);
      expect(row.interests, row.socCode).toEqual(interests.get(row.socCode));
      expect(row.jobZone, row.socCode).toBe(zones.get(row.socCode) ?? null);
    }
  });

  it('gives every row the OEWS May 2024 median and the EP 2024-34 change, openings and education of its code', async () => {
    const byCode = oewsByCode(await readOewsNational(files.oews));
    const items = lineItemsByCode(await readEpOccupations(files.ep));
    for (const row of snapshot) {
      const pay = oewsRowFor(row.socCode, byCode)?.row.median ?? { kind: 'not available', annual: null, hourly: null };
      expect([row.payKind, row.medianPay, row.hourlyMedianPay], row.socCode).toEqual([pay.kind, pay.annual, pay.hourly]);
      const found = epRowFor(row.socCode, items, SNAPSHOT_COMBINED)?.row;
      expect(row.outlookPercent, row.socCode).toBe(found?.employmentChangePercent ?? null);
      expect(row.annualOpenings, row.socCode).toBe(found?.annualOpenings == null ? null : Math.round(found.annualOpenings * 1000));
      expect([row.entryEducation, row.workExperience, row.onTheJobTraining], row.socCode).toEqual([
        found?.entryEducation ?? null,
        found?.workExperience ?? null,
        found?.onTheJobTraining ?? null,
      ]);
    }
    // Spot checks read straight from the published tables.
    const software = snapshot.find((row) => row.socCode === '15-1252.00')!;
    expect(software).toMatchObject({ medianPay: byCode.get('15-1252')!.median.annual, entryEducation: "Bachelor's degree" });
    expect(snapshot.find((row) => row.socCode === '29-1141.01')).toMatchObject({ medianPay: byCode.get('29-1141')!.median.annual });
    expect(snapshot.filter((row) => row.payKind === 'top-coded').length).toBeGreaterThan(10);
  }, 60_000);

  it('names the BLS occupation whose figures a career shows when BLS publishes none of its own', async () => {
    const byCode = oewsByCode(await readOewsNational(files.oews));
    const items = lineItemsByCode(await readEpOccupations(files.ep));
    for (const row of snapshot) {
      const oews = oewsRowFor(row.socCode, byCode);
      const own = row.socCode.endsWith('.00') && oews !== null && oews.combinedTitle === null;
      const expected = own ? null : figuresFromFor(row.socCode, oews, epRowFor(row.socCode, items, SNAPSHOT_COMBINED));
      expect(row.figuresFrom ?? null, row.socCode).toEqual(expected);
      if (row.figuresFrom && oews) expect(row.figuresFrom, row.socCode).toEqual({ socCode: oews.row.code, title: oews.row.title });
    }
    // Every O*NET detail occupation (a code not ending in .00) shows its SOC code's figures, and says so.
    expect(snapshot.filter((row) => !row.socCode.endsWith('.00')).every((row) => row.figuresFrom)).toBe(true);
    expect(snapshot.find((row) => row.socCode === '15-1299.07')?.figuresFrom).toEqual({
      socCode: '15-1299',
      title: 'Computer Occupations, All Other',
    });
    expect(snapshot.find((row) => row.socCode === '15-1252.00')?.figuresFrom).toBeNull();
  }, 60_000);

  it('agrees with the curated careers on every figure they share', () => {
    for (const career of CAREERS) {
      // Waypoint wrote the curated descriptions; only the snapshot's own rows credit O*NET for theirs.
      expect(hasOnetDescription(career), career.socCode).toBe(false);
      const row = snapshot.find((r) => r.socCode === career.socCode);
      expect(row, career.socCode).toBeDefined();
      const pick = (c: Career) => [
        c.medianPay,
        c.payKind,
        c.hourlyMedianPay,
        c.outlookPercent,
        c.annualOpenings,
        c.entryEducation,
        c.jobZone,
      ];
      expect(pick(row!), career.socCode).toEqual(pick(career));
      expect(row!.figuresFrom ?? null, career.socCode).toEqual(career.figuresFrom ?? null);
      expect(row!.workValues?.extent ?? null, career.socCode).toEqual(career.workValues?.extent ?? null);
    }
  });
});
if (!haveFiles) console.warn(`Skipping the careers snapshot real-data checks: the official files under ${D()} are absent.`);
