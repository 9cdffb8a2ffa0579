import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EARNINGS_HORIZON,
  EARNINGS_HORIZON_LABELS,
  careerEarlyEarnings,
  careerEarnings,
  careersOnHorizon,
  incomeBasis,
  withHorizon,
  earningsHorizonOrDefault,
  medianOfReported,
} from './earnings-horizon';
import { earningsHorizonSchema } from './earnings-horizon-schema';

const majors = [
  { careerCodes: ['19-3033.00', '21-1014.00'], medianEarnings: 27900 },
  { careerCodes: ['19-3033.00'], medianEarnings: 33000 },
  { careerCodes: ['19-3033.00'], medianEarnings: null },
  { careerCodes: ['15-1252.00'], medianEarnings: 63700 },
];

describe('earnings horizon', () => {
  it('defaults to early career and reads stored values strictly', () => {
    expect(DEFAULT_EARNINGS_HORIZON).toBe('early-career');
    expect(earningsHorizonOrDefault('all-workers')).toBe('all-workers');
    expect(earningsHorizonOrDefault('mid')).toBe('early-career');
    expect(earningsHorizonOrDefault(undefined)).toBe('early-career');
    expect(earningsHorizonSchema.safeParse('early-career').success).toBe(true);
    expect(earningsHorizonSchema.safeParse('median').success).toBe(false);
  });

  it('labels each horizon with when the pay is measured', () => {
    expect(EARNINGS_HORIZON_LABELS['early-career'].short).toBe('first year after graduation');
    expect(EARNINGS_HORIZON_LABELS['all-workers'].short).toBe('median of all workers');
  });

  it('takes the median of reported amounts, skipping missing and zero', () => {
    expect(medianOfReported([])).toBeNull();
    expect(medianOfReported([null, undefined, 0, Number.NaN])).toBeNull();
    expect(medianOfReported([30000])).toBe(30000);
    expect(medianOfReported([40000, 30000, null])).toBe(35000);
    expect(medianOfReported([50000, 30000, 40000])).toBe(40000);
  });

  it("gives a career's early-career pay from the majors that name it", () => {
    expect(careerEarlyEarnings('19-3033.00', majors)).toEqual({ annual: 30450, majorCount: 2 });
    expect(careerEarlyEarnings('21-1014.00', majors)).toEqual({ annual: 27900, majorCount: 1 });
    expect(careerEarlyEarnings('47-2111.00', majors)).toBeNull();
  });

  it('picks the figure for the horizon and never falls back to the other one', () => {
    const psychologist = { socCode: '19-3033.00', medianPay: 92580 };
    expect(careerEarnings(psychologist, majors, 'early-career')).toBe(30450);
    expect(careerEarnings(psychologist, majors, 'all-workers')).toBe(92580);
    expect(careerEarnings({ socCode: '47-2111.00', medianPay: 61590 }, majors, 'early-career')).toBeNull();
    expect(careerEarnings({ socCode: '27-2042.00', medianPay: null }, majors, 'all-workers')).toBeNull();
  });

  it('tags a figure with its horizon', () => {
    expect(withHorizon('$27,900 a year', 'early-career')).toBe('$27,900 a year (first year after graduation)');
    expect(withHorizon('$92,580 a year', 'all-workers')).toBe('$92,580 a year (median of all workers)');
  });

  it("lists each career's pay on the horizon, saying when early career has no major behind it", () => {
    const careers = [
      { socCode: '19-3033.00', medianPay: 92580 },
      { socCode: '47-2111.00', medianPay: 61590 },
    ];
    expect(careersOnHorizon(careers, majors, 'early-career')).toEqual([
      { socCode: '19-3033.00', annual: 30450, majorCount: 2 },
      { socCode: '47-2111.00', annual: null, majorCount: 0 },
    ]);
    expect(careersOnHorizon(careers, majors, 'all-workers')).toEqual([
      { socCode: '19-3033.00', annual: 92580, majorCount: null },
      { socCode: '47-2111.00', annual: 61590, majorCount: null },
    ]);
  });

  describe('incomeBasis', () => {
    const careers = [
      { socCode: '19-3033.00', medianPay: 92580 },
      { socCode: '47-2111.00', medianPay: 61590 },
    ];

    it("plans early career on the student's majors first", () => {
      const myMajors = [{ medianEarnings: 27900 }, { medianEarnings: null }, { medianEarnings: 33000 }];
      expect(incomeBasis('early-career', { careers, myMajors, catalogMajors: majors })).toEqual({
        from: 'majors',
        horizon: 'early-career',
        annualPays: [27900, 33000],
      });
    });

    it("falls back to the careers' early-career estimates without a reported major, skipping careers with none", () => {
      expect(incomeBasis('early-career', { careers, myMajors: [{ medianEarnings: null }], catalogMajors: majors })).toEqual({
        from: 'careers',
        horizon: 'early-career',
        annualPays: [30450],
      });
    });

    it('plans on the median of all workers from the careers only, never the majors', () => {
      expect(incomeBasis('all-workers', { careers, myMajors: [{ medianEarnings: 27900 }], catalogMajors: majors })).toEqual({
        from: 'careers',
        horizon: 'all-workers',
        annualPays: [92580, 61590],
      });
    });

    it('is null when nothing is reported on the horizon, without borrowing the other horizon', () => {
      const trades = [{ socCode: '47-2111.00', medianPay: 61590 }];
      expect(incomeBasis('early-career', { careers: trades, myMajors: [], catalogMajors: majors })).toBeNull();
      expect(
        incomeBasis('all-workers', { careers: [{ socCode: '27-2042.00', medianPay: null }], myMajors: [], catalogMajors: majors }),
      ).toBeNull();
    });
  });
});
