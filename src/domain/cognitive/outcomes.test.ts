import { describe, expect, it } from 'vitest';
import { highestPay, recommendedCareerRows } from './outcomes';
import type { CareerRecommendation, Strength } from './recommendations';

type C = { socCode: string; medianPay: number | null };

function rec(category: string, strength: Strength, careers: C[]): CareerRecommendation<C> {
  return { categoryId: 'technology', category, careers, strength, reasoning: '', cognitiveAlignment: [] };
}

const dev = { socCode: '15-1252.00', medianPay: 132270 };
const analyst = { socCode: '15-1211.00', medianPay: 103800 };
const unpaid = { socCode: '25-1000.00', medianPay: null };
const nurse = { socCode: '29-1141.00', medianPay: 86070 };

describe('recommendedCareerRows', () => {
  it('lists nothing for no recommendations', () => {
    expect(recommendedCareerRows([])).toEqual([]);
  });

  it('lists a career once with every family that suggested it and its strongest fit', () => {
    const rows = recommendedCareerRows([rec('Technology', 'medium', [dev, analyst]), rec('Business & Finance', 'high', [analyst])]);
    const analystRow = rows.find((row) => row.career.socCode === analyst.socCode);
    expect(rows).toHaveLength(2);
    expect(analystRow?.categories).toEqual(['Technology', 'Business & Finance']);
    expect(analystRow?.strength).toBe('high');
  });

  it('does not repeat a family that lists a career twice', () => {
    const rows = recommendedCareerRows([rec('Technology', 'medium', [dev, dev])]);
    expect(rows).toEqual([{ career: dev, strength: 'medium', categories: ['Technology'] }]);
  });

  it('sorts strong fits first, then by pay, unreported pay last', () => {
    const rows = recommendedCareerRows([rec('General', 'low', [nurse]), rec('Research', 'medium', [unpaid, analyst, dev])]);
    expect(rows.map((row) => row.career.socCode)).toEqual([dev.socCode, analyst.socCode, unpaid.socCode, nurse.socCode]);
  });

  it('orders equal pay by code so the list is stable', () => {
    const twin = { socCode: '15-1111.00', medianPay: dev.medianPay };
    expect(recommendedCareerRows([rec('Technology', 'high', [dev, twin])]).map((row) => row.career.socCode)).toEqual([
      twin.socCode,
      dev.socCode,
    ]);
  });
});

describe('highestPay', () => {
  it('is null when no career reports pay', () => {
    expect(highestPay(recommendedCareerRows([rec('Research', 'low', [unpaid])]))).toBeNull();
  });

  it('is the highest reported pay', () => {
    expect(highestPay(recommendedCareerRows([rec('Technology', 'high', [unpaid, analyst, dev])]))).toBe(132270);
  });
});
