import { readFileSync } from 'node:fs';
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
    // Every pay figure is from OEWS May 2024 and every outlook from EP 2024-34; the row links the OEWS page.
    expect(c.source.year).toBe('2024');
    expect(c.source.name.startsWith('BLS Occupational Employment and Wage Statistics, May 2024 (national, cross-industry) (')).toBe(true);
    expect(c.source.name).toContain('O*NET 29.3');
    expect(c.source.url).toBe(`https://www.bls.gov/oes/2024/may/oes${oewsCode(c.socCode).replace('-', '')}.htm`);
    if (c.outlookPercent !== null) expect(c.source.name).toContain('BLS Employment Projections 2024-34');
    // Missing figures are null with the reason in payKind and the source, never 0.
    expect(c.medianPay).not.toBe(0);
    expect(c.annualOpenings).not.toBe(0);
    if (c.medianPay === null) {
      expect(c.payKind).not.toBe('annual');
      expect(c.source.name).toMatch(/\$239,200 or more|hourly wages only|not available/);
      if (c.payKind === 'hourly only') expect(c.hourlyMedianPay).toBeGreaterThan(7);
    } else {
      expect(c.payKind).toBe('annual');
      expect(c.medianPay).toBeGreaterThan(15_000);
    }
  });

  it('gives at least 180 careers a median pay and every career an outlook with annual openings, none of them 0', () => {
    const withPay = CAREERS.filter((c) => c.medianPay !== null);
    expect(withPay.length).toBeGreaterThanOrEqual(180);
    for (const c of withPay) expect(c.medianPay, c.socCode).not.toBe(0);
    for (const c of CAREERS) {
      expect(c.outlookPercent, c.socCode).not.toBeNull();
      expect(c.annualOpenings, c.socCode).toBeGreaterThan(0);
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
