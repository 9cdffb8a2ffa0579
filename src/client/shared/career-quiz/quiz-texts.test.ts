import { describe, expect, it } from 'vitest';
import { RIASEC_AREAS, RIASEC_BLURBS, RIASEC_NAMES } from '@domain/catalog/schemas';
import { LIKERT, QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import {
  EDUCATION_PLAN_INFO,
  IMPORTANCE_SCALE,
  OUTLOOK_PREFERENCE_LABELS,
  WORK_VALUE_INFO,
  WORK_VALUE_ITEMS,
} from '@domain/career-quiz/career-quiz';
import { EDUCATION_PLANS, OUTLOOK_PREFERENCES, WORK_VALUES } from '@domain/career-quiz/career-quiz-values';
import { SCHOOLING_LEVEL_LABELS, SCHOOLING_LEVELS } from '@domain/catalog/training-route';
import { careerQuiz as english } from '@locales/en/career-quiz';
import { careerQuiz as spanish } from '@locales/es/career-quiz';
import { translator, type Translate } from '@client/shared/i18n/messages';
import * as texts from './quiz-texts';

// The domain keeps the quiz in English; the catalogs key it by id. The English catalog must say exactly what the domain says.
const en = translator(english) as Translate<'career-quiz'>;
const es = translator(spanish) as Translate<'career-quiz'>;

describe('career quiz texts by id', () => {
  it('the English catalog repeats every domain text exactly', () => {
    for (const item of QUIZ_ITEMS) expect(texts.quizItemText(en, item.id)).toBe(item.text);
    for (const option of LIKERT) expect(texts.likertLabel(en, option.value)).toBe(option.label);
    for (const area of RIASEC_AREAS) {
      expect(texts.areaName(en, area)).toBe(RIASEC_NAMES[area]);
      expect(texts.areaBlurb(en, area)).toBe(RIASEC_BLURBS[area]);
    }
    for (const item of WORK_VALUE_ITEMS) expect(texts.valueItemText(en, item.id)).toBe(item.text);
    for (const option of IMPORTANCE_SCALE) expect(texts.importanceLabel(en, option.value)).toBe(option.label);
    for (const value of WORK_VALUES) {
      expect(texts.workValueName(en, value)).toBe(WORK_VALUE_INFO[value].label);
      expect(texts.workValueDescription(en, value)).toBe(WORK_VALUE_INFO[value].description);
      expect(texts.workValueQuestions(en, value)).toEqual([...WORK_VALUE_INFO[value].questionsToAsk]);
    }
    for (const plan of EDUCATION_PLANS) {
      expect(texts.planLabel(en, plan)).toBe(EDUCATION_PLAN_INFO[plan].label);
      expect(texts.planDetail(en, plan)).toBe(EDUCATION_PLAN_INFO[plan].detail);
    }
    for (const choice of OUTLOOK_PREFERENCES) expect(texts.outlookLabel(en, choice)).toBe(OUTLOOK_PREFERENCE_LABELS[choice]);
    for (const level of SCHOOLING_LEVELS) expect(en(`career-quiz.level.${level}`)).toBe(SCHOOLING_LEVEL_LABELS[level]);
  });

  it('Spanish has every item and uses O*NET Mi Próximo Paso area names and the work values names', () => {
    for (const item of [...QUIZ_ITEMS, ...WORK_VALUE_ITEMS])
      expect(english).toHaveProperty(`career-quiz.${'area' in item ? 'item' : 'valueItem'}.${item.id}`);
    expect(RIASEC_AREAS.map((area) => texts.areaName(es, area))).toEqual([
      'Realista',
      'Investigador',
      'Artístico',
      'Social',
      'Emprendedor',
      'Convencional',
    ]);
    expect(WORK_VALUES.map((value) => texts.workValueName(es, value))).toEqual([
      'Logro',
      'Condiciones de trabajo',
      'Reconocimiento',
      'Relaciones',
      'Apoyo',
      'Independencia',
    ]);
  });
});
