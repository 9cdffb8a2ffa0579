import { describe, expect, it } from 'vitest';
import { EARNINGS_HORIZON_LABELS, EARNINGS_HORIZONS } from '@domain/finance/earnings-horizon';
import { financialExpectationsFormSchema } from '@domain/finance/financial-expectations-form';
import { budget as en } from '@locales/en/budget';
import { translator } from '@client/shared/i18n/messages';
import { EXPECTATIONS_MESSAGES, horizonText } from './budget-texts';

/* The domain's English (schema messages, horizon labels) reaches the page through keys: the English catalog must match it exactly. */
const t = translator(en);

describe('the financial expectations texts', () => {
  it('map each schema message to the key whose English it is', () => {
    for (const [text, key] of Object.entries(EXPECTATIONS_MESSAGES)) expect(en[key as keyof typeof en]).toBe(text);
  });

  it('know every message the form schema gives', () => {
    const bad = [
      { level: 'x', monthlyIncome: '', plannedDebt: '', earningsHorizon: 'x' },
      { monthlyIncome: '-1', plannedDebt: '-1' },
      { monthlyIncome: 'abc', plannedDebt: 'abc' },
      { monthlyIncome: '0', plannedDebt: '2000000' },
      { monthlyIncome: '200000', plannedDebt: '0' },
    ];
    for (const input of bad) {
      const result = financialExpectationsFormSchema.safeParse(input);
      for (const issue of result.error?.issues ?? []) expect(Object.keys(EXPECTATIONS_MESSAGES)).toContain(issue.message);
    }
  });

  it('give the horizons their English labels', () => {
    for (const horizon of EARNINGS_HORIZONS) {
      for (const part of ['choice', 'short', 'explanation'] as const)
        expect(horizonText(t, horizon, part)).toBe(EARNINGS_HORIZON_LABELS[horizon][part]);
    }
  });
});
