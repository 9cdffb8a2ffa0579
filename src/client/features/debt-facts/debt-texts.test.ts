import { describe, expect, it } from 'vitest';
import { DEBT_FACTS, describeDebtSeries, OMITTED_DEBT_CLAIMS, STUDENT_DEBT_BY_YEAR } from '@data/debt-facts';
import { AVERAGE_FEDERAL_LOAN_BALANCE } from '@data/facts';
import { OMITTED_FIGURES } from '@data/federal-loans';
import { debtFacts as en } from '@locales/en/debt-facts';
import { debtFacts as es } from '@locales/es/debt-facts';
import { translator } from '@client/shared/i18n/messages';
import { DEBT_TEXTS, quarterText, trillions } from './debt-texts';

/* The data files' words reach the page through keys: the English catalog must say exactly what the data says. */
const t = translator(en);

describe('the debt facts texts', () => {
  it('map each data text to the key whose English it is', () => {
    for (const [text, key] of Object.entries(DEBT_TEXTS)) expect(en[key as keyof typeof en]).toBe(text);
  });

  it('cover every figure, period, note and left-out claim the page shows', () => {
    const shown = [...DEBT_FACTS, AVERAGE_FEDERAL_LOAN_BALANCE].flatMap((fact) =>
      [fact.label, fact.display, fact.period, fact.note, 'basis' in fact ? fact.basis : undefined].filter((text) => text !== undefined),
    );
    const claims = [...OMITTED_DEBT_CLAIMS.map((o) => o.claim), ...OMITTED_FIGURES.map((o) => o.figure)];
    expect(Object.keys(DEBT_TEXTS)).toEqual(expect.arrayContaining([...shown, ...claims]));
  });

  it('write quarters and totals as the data does in English, and in Spanish words', () => {
    for (const point of STUDENT_DEBT_BY_YEAR) expect(quarterText(t, point.quarter)).toBe(point.quarter);
    const first = STUDENT_DEBT_BY_YEAR[0]!;
    const last = STUDENT_DEBT_BY_YEAR[STUDENT_DEBT_BY_YEAR.length - 1]!;
    const points = STUDENT_DEBT_BY_YEAR.map((p) => `${quarterText(t, p.quarter)}: ${trillions(t, p.balanceBillions)}`).join('; ');
    expect(
      t('debt-facts.debtChartDescription', {
        first: trillions(t, first.balanceBillions),
        firstQuarter: quarterText(t, first.quarter),
        latest: trillions(t, last.balanceBillions),
        latestQuarter: quarterText(t, last.quarter),
        points,
      }),
    ).toBe(describeDebtSeries());
    const tEs = translator(es);
    expect(quarterText(tEs, 'Q4 2025 (latest)')).toBe('4.º trimestre de 2025 (el más reciente)');
    expect(trillions(tEs, 1660)).toBe('1.66 billones de dólares');
  });
});
