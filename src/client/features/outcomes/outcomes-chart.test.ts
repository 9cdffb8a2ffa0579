import { describe, expect, it } from 'vitest';
import type { Major } from '@domain/catalog/schemas';
import { outcomeRows } from './outcome-rows';
import { outcomes as english } from '@locales/en/outcomes';
import { outcomes as spanish } from '@locales/es/outcomes';
import { translator } from '@client/shared/i18n/messages';
import { createFormatters } from '@client/ui/format';
import { chartPoints, describeOutcomes, niceTicks, pointLabel } from './outcomes-chart';

const t = translator(english);
const format = createFormatters('en-US');

const major = (name: string, medianEarnings: number | null, medianDebt: number | null): Major => ({
  cip: name,
  name,
  description: 'A major used by the chart tests.',
  interests: { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 },
  careerCodes: ['15-1252.00'],
  medianEarnings,
  medianDebt,
  source: { name: 'College Scorecard', year: '2023-24', url: 'https://collegescorecard.ed.gov/data', estimate: false },
});

const rows = outcomeRows([major('Music', 40_000, 34_000), major('Nursing', 60_000, 24_000), major('Dance', null, 20_000)], ['music']);

describe('outcomes chart', () => {
  it('charts only majors with both figures, in order of total debt', () => {
    expect(chartPoints(rows).map((p) => p.name)).toEqual(['Nursing', 'Music']);
  });

  it('labels a dot with debt by part, earnings with their horizon, grade and costly', () => {
    const music = chartPoints(rows).find((p) => p.name === 'Music')!;
    expect(pointLabel(t, format, music)).toBe(
      'Music (your major): typical total debt $34,000 (federal loans $34,000; Parent PLUS not in the data; private loans not in the data); ' +
        'earnings $40,000 a year, first year after graduation; debt ÷ earnings 0.85, grade B+, costly.',
    );
    const nursing = chartPoints(rows).find((p) => p.name === 'Nursing')!;
    expect(pointLabel(t, format, nursing)).toContain('grade A, not costly.');
  });

  it('describes the chart for screen readers, with the majors left out', () => {
    const text = describeOutcomes(t, chartPoints(rows), 1);
    expect(text).toContain('Scatter chart of 2 majors');
    expect(text).toContain('1 are costly');
    expect(text).toContain('Your majors: Music.');
    expect(text).toContain('1 majors with a figure not reported are only in the table.');
    expect(describeOutcomes(t, [], 3)).toContain('the chart is empty');
  });

  it('labels a dot in Spanish, with the amounts in the Spanish locale', () => {
    const music = chartPoints(rows).find((p) => p.name === 'Music')!;
    const label = pointLabel(translator(spanish), createFormatters('es-US'), music);
    expect(label).toContain('(tu especialidad): deuda total típica');
    expect(label).toContain('primer año después de graduarse');
    expect(label).not.toContain('not in the data');
  });

  it('picks round ticks', () => {
    expect(niceTicks(0, 52_000, 5)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(niceTicks(28_500, 89_000, 5)).toEqual([30_000, 40_000, 50_000, 60_000, 70_000, 80_000]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });
});
