import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPAYMENT_RULES } from '@data/federal-loans';
import { moneyPlanUpdateSchema, programYears, type PredominantDegree } from '@domain/money-plan/money-plan';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { budget } from '@locales/en/budget';
import { calculator } from '@locales/en/calculator';
import { grades } from '@locales/en/grades';
import { moneyPlan as english } from '@locales/en/money-plan';
import { moneyPlan as spanish } from '@locales/es/money-plan';
import { translateKnown } from '@client/shared/i18n/known-messages';
import { translator } from '@client/shared/i18n/messages';
import { HORIZON_KEYS, MONEY_PLAN_MESSAGES, MONEY_PLAN_RULES, RISK_LABEL_KEYS } from './money-plan-messages';

const t = translator({ ...english, ...calculator, ...grades, ...budget });
const es = translator(spanish);

/** The server's exported string constants (the client may not import server code, so they are read from its source). */
function serverConstants(path: string): Record<string, string> {
  const source = readFileSync(path, 'utf8');
  const found: Record<string, string> = {};
  for (const match of source.matchAll(/export const (\w+) =\s*(['"])(.*?)\2;/gs)) found[match[1]!] = match[3]!.replace(/\\'/g, "'");
  return found;
}

describe('the money plan texts', () => {
  it('map every English text to a catalog text that is exactly the same English', () => {
    for (const [text, key] of Object.entries(MONEY_PLAN_MESSAGES)) expect(t(key)).toBe(text);
    for (const [text, key] of Object.entries(MONEY_PLAN_RULES)) expect(t(key)).toBe(text);
  });

  it('know every message the schema gives for each field and the version', () => {
    const bad = [
      { contributionPerYear: 'x', savings: 1.5, extraGrants: -1, familyIncome: 20_000_000, version: 'x' },
      { contributionPerYear: 1.5, savings: -1, extraGrants: 20_000_000, familyIncome: 'x', version: 1.5 },
      { contributionPerYear: -1, savings: 20_000_000, extraGrants: 'x', familyIncome: 1.5 },
      { contributionPerYear: 20_000_000, savings: 'x', extraGrants: 1.5, familyIncome: -1 },
    ];
    const messages = bad
      .flatMap((value) => moneyPlanUpdateSchema.safeParse(value).error!.issues.map((issue) => issue.message))
      .filter((message) => message !== 'money-plan.subsidized');
    expect(messages.length).toBeGreaterThanOrEqual(18);
    for (const message of messages) expect(Object.keys(MONEY_PLAN_MESSAGES)).toContain(message);
    expect(translateKnown(es, MONEY_PLAN_MESSAGES, 'Enter savings in whole dollars')).toBe(spanish['money-plan.err.savings.whole']);
  });

  it("know the server's 403, 404 and 409 answers exactly", () => {
    const service = serverConstants('src/server/features/money-plan/money-plan.service.ts');
    expect(Object.keys(service).sort()).toEqual(['PARENTS_ONLY', 'STALE_VERSION', 'STUDENTS_ONLY']);
    for (const text of Object.values(service)) expect(MONEY_PLAN_MESSAGES[text]).toBeDefined();
    expect(readFileSync('src/server/shared/family-links.ts', 'utf8')).toContain("notFound('linked child')");
    expect(readFileSync('src/server/http/errors.ts', 'utf8')).toContain('`No ${what} was found.`');
    expect(t('money-plan.err.noChild')).toBe('No linked child was found.');
  });

  it('know every years basis, the repayment rules the server sends, the risks and the earnings horizons', () => {
    const degrees: (PredominantDegree | null)[] = ['bachelor', 'associate', 'certificate', 'graduate', null];
    // The basis is a code; its sentence is the catalog's `money-plan.basis.<code>` in both languages.
    for (const degree of degrees) {
      const key = `money-plan.basis.${programYears(degree).basis}` as const;
      expect(english[key]).toBeTruthy();
      expect(spanish[key]).toBeTruthy();
    }
    for (const id of ['tiered-standard', 'rap-payment']) {
      const summary = REPAYMENT_RULES.find((entry) => entry.rule === id)!.summary;
      expect(MONEY_PLAN_RULES[summary]).toBeDefined();
    }
    for (const [risk, key] of Object.entries(RISK_LABEL_KEYS)) expect(t(key)).toBe(`${risk} risk`);
    for (const label of Object.values(EARNINGS_HORIZON_LABELS)) expect(t(HORIZON_KEYS[label.short]!)).toBe(label.short);
  });
});
