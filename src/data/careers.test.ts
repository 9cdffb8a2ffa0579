import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { careerSchema, RIASEC_AREAS, type RiasecArea, type RiasecProfile } from '../domain/catalog/schemas';
import { CAREER_SOURCES, ONET_29_3 } from './catalog-sources';
import { CAREERS } from './careers';
import { expectCitation } from './expect-citation';

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
    expect(c.source.url).toMatch(/^https:\/\/www\.bls\.gov\/(ooh\/|oes\/20\d\d\/may\/oes\d{6}\.htm$)/);
    // Each row states the year of its own figures; rows without BLS figures say so.
    if (c.medianPay === null) {
      expect(c.source.name).toContain('not reported');
      expect(c.outlookPercent).toBeNull();
    } else {
      expect(Number(c.source.year)).toBeGreaterThanOrEqual(2019);
      expect(c.source.name).toContain(`May ${c.source.year}`);
      if (c.source.url.includes('/oes/')) expect(c.source.url).toContain(`/oes/${c.source.year}/may/`);
    }
    if (c.outlookPercent !== null) expect(c.source.name).toMatch(/\d{4}-\d{2} outlook/);
    // Missing figures are null, never 0.
    expect(c.medianPay).not.toBe(0);
    if (c.medianPay !== null) expect(c.medianPay).toBeGreaterThan(15_000);
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

const sharedData = process.env.WAYPOINT_SHARED_DATA ?? path.resolve(import.meta.dirname, '../../../shared/data');
const interestsFile = path.join(sharedData, 'onet-29.3', 'Interests.txt');
const jobZonesFile = path.join(sharedData, 'onet-29.3', 'Job Zones.txt');
const haveOnet = existsSync(interestsFile) && existsSync(jobZonesFile);

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
