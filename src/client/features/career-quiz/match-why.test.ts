import { describe, expect, it } from 'vitest';
import type { InterestMatchReason } from '@domain/career-quiz/riasec';
import { careerQuiz as english } from '@locales/en/career-quiz';
import { careerQuiz as spanish } from '@locales/es/career-quiz';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { matchWhyText } from './match-why';

const en = translator(english) as Translate<'career-quiz'>;
const es = translator(spanish) as Translate<'career-quiz'>;

const REASONS: InterestMatchReason[] = [
  { code: 'shared', strength: 'strong', areas: ['I', 'R'] },
  { code: 'shared', strength: 'good', areas: ['S'] },
  { code: 'leans', strength: 'partial', lead: 'A', yourTop: ['I', 'R'] },
  { code: 'leans', strength: 'good', lead: 'E', yourTop: ['C'] },
  { code: 'flat', lead: 'S' },
];

describe('why a major or career fits the interests, worded from its facts', () => {
  it('reads in English as the quiz has always said it', () => {
    expect(REASONS.map((why) => matchWhyText(en, why))).toEqual([
      'Strong match for your Investigative and Realistic interests',
      'Good match for your Social interests',
      'Partial match: leans on Artistic interests more than your top areas (Investigative and Realistic)',
      'Good match: leans on Enterprising interests more than your top areas (Conventional)',
      'You rated every area about the same; this one leans on Social interests',
    ]);
  });

  it('is said in Spanish, with the areas named in Spanish and no English left', () => {
    for (const why of REASONS) expect(matchWhyText(es, why)).not.toMatch(/[{}]|\b(match|your|interests|and|leans|this)\b/);
    expect(matchWhyText(es, REASONS[0]!)).toBe('Coincidencia fuerte con tus intereses de tipo Investigador y Realista');
    expect(matchWhyText(es, REASONS[2]!)).toContain('Coincidencia parcial');
  });
});
