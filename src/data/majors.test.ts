import { describe, expect, it } from 'vitest';
import { majorSchema, RIASEC_AREAS, type RiasecArea, type RiasecProfile } from '../domain/catalog/schemas';
import { CAREERS } from './careers';
import { MAJOR_SOURCES } from './catalog-sources';
import { expectCitation } from './expect-citation';
import { MAJORS } from './majors';

const careersByCode = new Map(CAREERS.map((c) => [c.socCode, c]));
const strongestArea = (p: RiasecProfile): RiasecArea => RIASEC_AREAS.reduce((best, a) => (p[a] > p[best] ? a : best));
const byCip = (cip: string) => MAJORS.find((m) => m.cip === cip)!;

describe('MAJORS', () => {
  it('has at least 60 majors with unique CIP codes and names', () => {
    expect(MAJORS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(MAJORS.map((m) => m.cip)).size).toBe(MAJORS.length);
    expect(new Set(MAJORS.map((m) => m.name)).size).toBe(MAJORS.length);
  });

  it.each(MAJORS.map((m) => [m.cip, m] as const))('%s matches the schema, and its careers exist', (_cip, m) => {
    expect(majorSchema.parse(m)).toEqual(m);
    expect(new Set(m.careerCodes).size).toBe(m.careerCodes.length);
    for (const code of m.careerCodes) expect(careersByCode.has(code), code).toBe(true);
    expect(m.medianDebt).not.toBe(0);
    expect(m.medianEarnings).not.toBe(0);
    expect(m.source.estimate).toBe(true);
    expect(m.source.year).toBe('2015-16 and 2016-17 graduates');
  });

  it("gives each major the mean of its careers' interest profiles", () => {
    for (const m of MAJORS) {
      for (const area of RIASEC_AREAS) {
        const mean = m.careerCodes.reduce((sum, code) => sum + careersByCode.get(code)!.interests[area], 0) / m.careerCodes.length;
        expect(m.interests[area], `${m.cip} ${area}`).toBeCloseTo(mean, 2);
      }
    }
  });

  it('has majors whose strongest area is each of the six', () => {
    const areas = new Set(MAJORS.map((m) => strongestArea(m.interests)));
    for (const area of RIASEC_AREAS) expect(areas.has(area), area).toBe(true);
  });

  it('shows both costly and high-return majors honestly', () => {
    const ratio = (cip: string) => byCip(cip).medianDebt! / byCip(cip).medianEarnings!;
    // Fine arts, music, drama: typical debt is about a year of early earnings or more.
    for (const cip of ['50.07', '50.09', '50.05', '50.03']) expect(ratio(cip), cip).toBeGreaterThan(1);
    // Computer science, nursing, engineering: debt well under half a year of early earnings.
    for (const cip of ['11.07', '51.38', '14.19']) expect(ratio(cip), cip).toBeLessThan(0.5);
  });

  it('cites the Scorecard field-of-study file and O*NET', () => {
    MAJOR_SOURCES.forEach(expectCitation);
  });
});
