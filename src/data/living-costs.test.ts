import { describe, expect, it } from 'vitest';
import { BUDGET_CATEGORIES } from '../domain/finance/budget';
import { LIVING_COST_REGIONS } from '../domain/finance/stored-budget';
import { expectCitation } from './expect-citation';
import { AFTER_TAX_SHARE, CE_2023_AVERAGE_ANNUAL_EXPENDITURES, CE_REGIONS_PAGE, LIVING_COSTS, livingCostsFor } from './living-costs';

describe('LIVING_COSTS', () => {
  it('has one entry per census region, in order, each with its states', () => {
    expect(LIVING_COSTS.map((entry) => entry.region)).toEqual([...LIVING_COST_REGIONS]);
    // 50 states and the District of Columbia, each in exactly one region.
    const states = LIVING_COSTS.flatMap((entry) => entry.states.split(', '));
    expect(states).toHaveLength(51);
    expect(new Set(states).size).toBe(51);
    expectCitation(CE_REGIONS_PAGE);
  });

  it('gives every category a cited figure or null, never 0 or a guess', () => {
    for (const entry of LIVING_COSTS) {
      for (const category of BUDGET_CATEGORIES) {
        const figure = entry.figures[category];
        if (figure.annual === null) {
          expect(figure.source).toBeNull();
          expect(figure.estimate).toBe(false);
        } else {
          expect(figure.annual).toBeGreaterThan(0);
          expectCitation(figure.source!);
          expect(figure.note.length).toBeGreaterThan(10);
        }
      }
    }
  });

  it('derives the 2023 figures from the published shares of $77,280 (typed in from the release)', () => {
    const { figures } = livingCostsFor('Midwest');
    expect(CE_2023_AVERAGE_ANNUAL_EXPENDITURES).toBe(77_280);
    expect(figures.housing.annual).toBe(25_425); // 32.9 %
    expect(figures.transportation.annual).toBe(13_138); // 17.0 %
    expect(figures.food.annual).toBe(9_969); // 12.9 %
    expect(figures.healthcare.annual).toBe(6_182); // 8.0 %
    expect(figures.entertainment.annual).toBe(3_632); // 4.7 %
    expect([figures.apparel.annual, figures.personalCare.annual, figures.educationOther.annual]).toEqual([null, null, null]);
    expect(figures.housing.estimate).toBe(true);
  });

  it('says when a region has no regional figures yet', () => {
    for (const entry of LIVING_COSTS) expect(entry.regionalFigures).toBe(false);
  });

  it('cites the income before and after taxes behind the tax estimate', () => {
    expect(AFTER_TAX_SHARE).toMatchObject({ incomeBeforeTaxes: 94_003, incomeAfterTaxes: 83_195, year: 2022 });
    expectCitation(AFTER_TAX_SHARE.source);
  });
});
