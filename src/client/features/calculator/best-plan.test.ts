import { describe, expect, it } from 'vitest';
import { calculator } from '@locales/en/calculator';
import { translator } from '@client/shared/i18n/messages';
import { createFormatters } from '@client/ui/format';
import { bestPlanSentence as sentence } from './best-plan';
import { calcFormat } from './format';

const t = translator(calculator);
const bestPlanSentence = (plans: Parameters<typeof sentence>[2], example: boolean) =>
  sentence(t, calcFormat(t, createFormatters('en-US'), 'en-US'), plans, example);

const plan = (label: string, totalPaid: number, months: number, forgiven = 0) => ({
  label,
  totalPaid,
  firstMonthlyPayment: 300,
  months,
  forgiven,
});

describe('bestPlanSentence', () => {
  it('names the plan that costs least in all, in one sentence', () => {
    const sentence = bestPlanSentence([plan('Standard', 40_000, 120), plan('Repayment Assistance Plan', 38_000, 200)], false);
    expect(sentence).toBe(
      'Your best plan is Repayment Assistance Plan: $300.00 a month to start and $38,000.00 paid in all, the least of the plans below, over 16 years 8 months.',
    );
    expect(sentence?.match(/\.(\s|$)/g)).toHaveLength(1);
  });

  it('breaks a tie in total cost with the shorter plan, and mentions any amount forgiven', () => {
    expect(bestPlanSentence([plan('Long', 40_000, 240, 1_000), plan('Short', 40_000, 120)], false)).toContain('is Short:');
    expect(bestPlanSentence([plan('RAP', 30_000, 360, 5_000)], false)).toContain('with $5,000.00 forgiven at the end');
  });

  it('says when the figures are for the example loan, and gives nothing without a plan', () => {
    expect(bestPlanSentence([plan('Standard', 40_000, 120)], true)).toMatch(/^For this example loan, the best plan is Standard/);
    expect(bestPlanSentence([], false)).toBeNull();
  });
});
