import { describe, expect, it } from 'vitest';
import { DEBT_FACTS, describeDebtSeries, OMITTED_DEBT_CLAIMS, STUDENT_DEBT_BY_YEAR } from '@data/debt-facts';
import { AVERAGE_FEDERAL_LOAN_BALANCE } from '@data/facts';
import { OMITTED_FIGURES } from '@data/federal-loans';
import { debtFacts as en } from '@locales/en/debt-facts';
import { debtFacts as es } from '@locales/es/debt-facts';
import { translator } from '@client/shared/i18n/messages';
import { FACT_KEYS, OMITTED_KEYS, quarterText, trillions } from './debt-texts';

/* The data files' words reach the page through keys: the English catalog must say exactly what the data says. */
const t = translator(en);

describe('the debt facts texts', () => {
  it('give every figure, period, note and left-out claim the English the data writes', () => {
    for (const fact of [...DEBT_FACTS, AVERAGE_FEDERAL_LOAN_BALANCE]) {
      const keys = FACT_KEYS[fact.id];
      expect(t(keys.label)).toBe(fact.label);
      expect(t(keys.display)).toBe(fact.display);
      expect(t(keys.period)).toBe(fact.period);
      expect(keys.note && t(keys.note)).toBe(fact.note);
      expect(keys.basis && t(keys.basis)).toBe(fact.basis);
    }
    for (const omitted of OMITTED_DEBT_CLAIMS) expect(t(OMITTED_KEYS[omitted.id])).toBe(omitted.claim);
    for (const omitted of OMITTED_FIGURES) expect(t(OMITTED_KEYS[omitted.id])).toBe(omitted.figure);
  });

  it('write quarters and totals as the data does in English, and in Spanish words', () => {
    const first = STUDENT_DEBT_BY_YEAR[0]!;
    const last = STUDENT_DEBT_BY_YEAR[STUDENT_DEBT_BY_YEAR.length - 1]!;
    for (const point of STUDENT_DEBT_BY_YEAR) expect(quarterText(t, point, point === last)).toBe(point.quarter);
    const points = STUDENT_DEBT_BY_YEAR.map((p) => `${quarterText(t, p, p === last)}: ${trillions(t, p.balanceBillions)}`).join('; ');
    expect(
      t('debt-facts.debtChartDescription', {
        first: trillions(t, first.balanceBillions),
        firstQuarter: quarterText(t, first),
        latest: trillions(t, last.balanceBillions),
        latestQuarter: quarterText(t, last, true),
        points,
      }),
    ).toBe(describeDebtSeries());
    const tEs = translator(es);
    expect(quarterText(tEs, last, true)).toBe('4.º trimestre de 2025 (el más reciente)');
    expect(quarterText(tEs, { periodEnd: '2023-09-30' })).toBe('3.º trimestre de 2023');
    expect(trillions(tEs, 1660)).toBe('1.66 billones de dólares');
  });
});
