import { describe, expect, it } from 'vitest';
import { BUDGET_CATEGORIES } from '../domain/finance/budget';
import { LIVING_COST_REGIONS } from '../domain/finance/budget';
import { expectCitation } from './expect-citation';
import { CE_ITEMS, CE_REGION_SOURCE } from './ce-region-spending';
import { AFTER_TAX_SHARE, CE_REGIONS_PAGE, CE_ROWS_BY_CATEGORY, CE_TABLE_1800, LIVING_COSTS, livingCostsFor } from './living-costs';

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

  it("starts each region from its CE 2024 figures divided by the region's people per household", () => {
    const midwest = livingCostsFor('Midwest');
    expect(midwest.peoplePerUnit).toBe(2.4);
    expect(midwest.figures.housing.annual).toBe(9_610); // 23,065 / 2.4
    expect(midwest.figures.food.annual).toBe(4_032); // 9,677 / 2.4
    expect(midwest.figures.educationOther.annual).toBe(1_274); // (1,818 + 98 + 1,142) / 2.4
    const west = livingCostsFor('West');
    expect(west.peoplePerUnit).toBe(2.6);
    expect(west.figures.housing.annual).toBe(12_364); // 32,147 / 2.6
    expect(west.figures.housing.note).toContain("an estimate: the region's average household spending per person");
    expect(west.figures.housing.note).toContain('$32,147 a year per West household in 2024, divided by 2.6 people');
    expect(west.figures.housing.source).toBe(CE_TABLE_1800);
    expect(livingCostsFor('South').figures.housing.annual).not.toBe(livingCostsFor('Northeast').figures.housing.annual);
  });

  it('names the CE items behind every line, each in the snapshot', () => {
    for (const category of BUDGET_CATEGORIES) {
      expect(CE_ROWS_BY_CATEGORY[category].length).toBeGreaterThan(0);
      for (const row of CE_ROWS_BY_CATEGORY[category]) expect(CE_ITEMS).toContain(row);
    }
    expect(CE_REGION_SOURCE).toMatchObject({ table: 'Table 1800. Region of residence', year: '2024' });
  });

  it('cites the income before and after taxes behind the tax estimate', () => {
    expect(AFTER_TAX_SHARE).toMatchObject({ incomeBeforeTaxes: 94_003, incomeAfterTaxes: 83_195, year: 2022 });
    expectCitation(AFTER_TAX_SHARE.source);
  });
});
