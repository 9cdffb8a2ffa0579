import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { careerSchema, RIASEC_AREAS, type RiasecArea, type RiasecProfile } from '../domain/catalog/schemas';
import { CAREER_SOURCES, ONET_29_3 } from './catalog-sources';
import { CAREERS, OEWS_COMBINED, oewsCode } from './careers';
import { expectCitation } from './expect-citation';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';

const strongestArea = (p: RiasecProfile): RiasecArea => RIASEC_AREAS.reduce((best, a) => (p[a] > p[best] ? a : best));

describe('CAREERS', () => {
  it('has at least 150 occupations with unique O*NET-SOC codes and titles', () => {
    expect(CAREERS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CAREERS.map((c) => c.socCode)).size).toBe(CAREERS.length);
    expect(new Set(CAREERS.map((c) => c.title)).size).toBe(CAREERS.length);
  });

  it.each(CAREERS.map((c) => [c.socCode, c] as const))('%s matches the schema and its source', (_code, c) => {
    expect(careerSchema.parse(c)).toEqual(c);
    expect(c.title.trim()).toBe(c.title);
    expect(c.description.length).toBeLessThanOrEqual(220);
    for (const area of RIASEC_AREAS) expect(c.interests[area]).toBeGreaterThanOrEqual(1);
    expect(c.source.estimate).toBe(false);
    // Every pay figure is from OEWS May 2023; a row with an outlook names its period and links the OOH page it was read on.
    expect(c.source.year).toBe('2023');
    expect(c.source.name.startsWith('BLS Occupational Employment and Wage Statistics, May 2023 (')).toBe(true);
    expect(c.source.name).toContain('O*NET 29.3');
    if (c.outlookPercent === null) {
      expect(c.source.name).not.toContain('outlook');
      expect(c.source.url).toBe(`https://www.bls.gov/oes/2023/may/oes${oewsCode(c.socCode).replace('-', '')}.htm`);
    } else {
      expect(c.source.name).toMatch(/; BLS Employment Projections 20\d\d-\d\d \(outlook, from the Occupational Outlook Handbook page\);/);
      expect(c.source.url).toMatch(/^https:\/\/www\.bls\.gov\/ooh\/.+\.htm$/);
    }
    // Missing figures are null with the reason in the source, never 0.
    expect(c.medianPay).not.toBe(0);
    if (c.medianPay === null) expect(c.source.name).toContain('not reported');
    else expect(c.medianPay).toBeGreaterThan(15_000);
  });

  it('gives at least 180 careers a median pay, all from May 2023 and none of them 0', () => {
    const withPay = CAREERS.filter((c) => c.medianPay !== null);
    expect(withPay.length).toBeGreaterThanOrEqual(180);
    for (const c of withPay) {
      expect(c.source.year, c.socCode).toBe('2023');
      expect(c.medianPay, c.socCode).not.toBe(0);
    }
  });

  it('maps combined occupations to an OEWS code of the same SOC broad group', () => {
    for (const [socCode, { code }] of Object.entries(OEWS_COMBINED)) {
      expect(CAREERS.some((c) => c.socCode === socCode), socCode).toBe(true);
      expect(code.slice(0, 6), socCode).toBe(socCode.slice(0, 6));
      expect(oewsCode(socCode)).toBe(code);
    }
    expect(oewsCode('29-1141.01')).toBe('29-1141');
  });

  it('covers all six interest areas with at least 15 careers whose strongest area it is', () => {
    const counts = Object.fromEntries(RIASEC_AREAS.map((a) => [a, 0])) as Record<RiasecArea, number>;
    for (const c of CAREERS) counts[strongestArea(c.interests)] += 1;
    for (const area of RIASEC_AREAS) expect(counts[area], area).toBeGreaterThanOrEqual(15);
  });

  it('spans job zones 2 to 5', () => {
    const zones = new Set(CAREERS.map((c) => c.jobZone));
    for (const zone of [2, 3, 4, 5]) expect(zones.has(zone)).toBe(true);
  });

  it('cites BLS and O*NET with the CC BY 4.0 attribution', () => {
    CAREER_SOURCES.forEach(expectCitation);
    expect(ONET_29_3.title).toContain('CC BY 4.0');
    expect(ONET_29_3.confirms).toContain('O*NET 29.3');
  });
});

const interestsFile = sharedDataFile('onet-29.3', 'Interests.txt');
const jobZonesFile = sharedDataFile('onet-29.3', 'Job Zones.txt');
const haveOnet = haveRealFiles([interestsFile, jobZonesFile], 'CAREERS against O*NET 29.3');

describe.skipIf(!haveOnet)('CAREERS against the official O*NET 29.3 files', () => {
  it('has every interest score and job zone as published', () => {
    const published = new Map<string, Partial<Record<RiasecArea, number>>>();
    for (const line of readFileSync(interestsFile, 'utf8').split('\n').slice(1)) {
      const [code, , , element, scale, , value] = line.split('\t');
      if (scale !== 'OI' || !code || !element || !value) continue;
      const profile = published.get(code) ?? {};
      profile[element[0] as RiasecArea] = Number(value);
      published.set(code, profile);
    }
    const zones = new Map<string, number>();
    for (const line of readFileSync(jobZonesFile, 'utf8').split('\n').slice(1)) {
      const [code, , zone] = line.split('\t');
      if (code && zone) zones.set(code, Number(zone));
    }
    for (const c of CAREERS) {
      expect(published.get(c.socCode), c.socCode).toEqual(c.interests);
      expect(zones.get(c.socCode) ?? null, c.socCode).toBe(c.jobZone);
    }
  });
});

if (!haveOnet) {
  describe('CAREERS against the official O*NET 29.3 files', () => {
    it.skip(`skipped: ${interestsFile} not found (set WAYPOINT_SHARED_DATA to the shared data folder)`, () => {});
  });
}

/** One CSV line into fields: quoted fields may hold commas (e.g. "79,880"). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

// The May 2023 file the curated pay was checked against (national_M2023_dl saved as CSV). It is not
// among the shared official files (they hold May 2024), so this check runs only where a deployer sets it.
const oewsFile = process.env.WAYPOINT_OEWS_FILE ?? '/tmp/wp-oews/national_M2023_dl.csv';
const haveOews = existsSync(oewsFile);

describe.skipIf(!haveOews)('CAREERS against the BLS OEWS May 2023 national file', () => {
  it('has every median pay as published, and null only where BLS publishes no annual median', () => {
    const [header = '', ...lines] = readFileSync(oewsFile, 'utf8').split(/\r?\n/);
    const column = (name: string) => csvFields(header).findIndex((h) => h.trim().toUpperCase() === name);
    const [codeAt, groupAt, medianAt] = [column('OCC_CODE'), column('O_GROUP'), column('A_MEDIAN')];
    expect(Math.min(codeAt, groupAt, medianAt)).toBeGreaterThanOrEqual(0);
    const detailed = new Map<string, string>();
    const broad = new Map<string, string>();
    for (const line of lines) {
      const fields = csvFields(line);
      const [code, group, median] = [fields[codeAt], fields[groupAt], fields[medianAt]];
      if (code === undefined || median === undefined) continue;
      if (group === 'detailed') detailed.set(code, median.trim());
      else if (group === 'broad') broad.set(code, median.trim());
    }
    for (const c of CAREERS) {
      const code = oewsCode(c.socCode);
      const published = detailed.get(code) ?? broad.get(code);
      expect(published, `${c.socCode}: no OEWS row ${code}`).toBeDefined();
      if (published === '*') {
        expect(c.medianPay, c.socCode).toBeNull();
        expect(c.source.name, c.socCode).toContain('hourly wages only');
      } else if (published === '#') {
        expect(c.medianPay, c.socCode).toBeNull();
        expect(c.source.name, c.socCode).toContain('$239,200 or more');
      } else {
        expect(c.medianPay, c.socCode).toBe(Number(published?.replace(/,/g, '')));
      }
    }
    // A combined code is used only because the career's own SOC code has no estimate of its own.
    for (const socCode of Object.keys(OEWS_COMBINED)) expect(detailed.has(socCode.slice(0, 7)), socCode).toBe(false);
  });
});

if (!haveOews) {
  describe('CAREERS against the BLS OEWS May 2023 national file', () => {
    it.skip(`skipped: ${oewsFile} not found (set WAYPOINT_OEWS_FILE to national_M2023_dl saved as CSV)`, () => {});
  });
}
