import { describe, expect, it } from 'vitest';
import type { ValuesMatchReason } from '@domain/career-quiz/values-match';
import { careerQuiz as english } from '@locales/en/career-quiz';
import { careerQuiz as spanish } from '@locales/es/career-quiz';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { extentText, valuesReasonText } from './values-reason';

const en = translator(english) as Translate<'career-quiz'>;
const es = translator(spanish) as Translate<'career-quiz'>;

const REASONS: ValuesMatchReason[] = [
  { code: 'top-high', value: 'independence', extent: 6.17 },
  { code: 'one-of-high', value: 'support', extent: 5.5 },
  { code: 'top-here', value: 'independence', extent: 3, careerTop: 'recognition', careerTopExtent: 6 },
  { code: 'none-stood-out', careerTop: 'relationships', careerTopExtent: 6.5 },
];

describe('why a career matches the student’s work values, worded from its facts', () => {
  it('reads in English as the results page has always said it', () => {
    expect(REASONS.map((reason) => valuesReasonText(en, reason))).toEqual([
      'Your top value, Independence, is high in this career (6.17 of 7).',
      'One of your top values, Support, is high in this career (5.50 of 7).',
      'Your top value, Independence, is 3.00 of 7 here; this career is highest in Recognition (6.00 of 7).',
      "None of your values stood out; this career's highest is Relationships (6.50 of 7).",
    ]);
    expect(extentText(en, 7)).toBe('7.00 of 7');
  });

  it('is said in Spanish with every figure and no English left', () => {
    for (const reason of REASONS) {
      const text = valuesReasonText(es, reason);
      expect(text).not.toBe(valuesReasonText(en, reason));
      expect(text).not.toMatch(/[{}]|\b(of|your|this|career|value)\b/);
    }
    expect(valuesReasonText(es, REASONS[2]!)).toContain('3.00 de 7');
  });
});
