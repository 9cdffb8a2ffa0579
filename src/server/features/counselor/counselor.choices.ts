import type { Career, College } from '@domain/catalog/schemas';
import { choiceAsked, familyIncomeIn } from '@domain/counselor/choices';
import type { CounselorContext } from '@domain/counselor/schemas';
import type { Locale } from '@domain/i18n/locales';
import { translate, type ServerTranslate } from '@server/shared/messages';
import type { CounselorCatalog } from './counselor.catalog';
import type { StudentMoneyPlan } from './counselor.saved';
import type { ResolvedFacts } from './counselor.facts';
import { withSourceList, type ChoiceAnswer } from './choices-shared';
import { sourcesIn, type ShownNames } from './counselor.tools';
import { communityCollegeAnswer } from './choices-community-college';
import { priceAnswer, programEarningsAnswer, programLoanAnswer, worthItAnswer } from './choices-money';
import { tradeAnswer } from './choices-trade';

/*
 * Price, program and real-choice answers: what a family would pay at a college (its income bracket's net price),
 * what a program's graduates earn and owe, whether a loan for a program is safe, community college first or four
 * years, a trade instead of the planned degree, and whether a major is worth it. This file picks the answer; each
 * topic's file (choices-money, choices-community-college, choices-trade) computes its facts from the catalog rows and
 * the finance rules, and every sentence comes from the `counselor` catalog of the answer's language. Both the offline
 * counselor and the model's tool use these facts.
 */

export type { ChoiceAnswer } from './choices-shared';

/**
 * The answer to a price, program or real-choice question, or null when the question asks none of them (or names
 * too little to answer, where another answer does better).
 */
export async function answerChoice(
  question: string,
  facts: ResolvedFacts,
  named: { colleges: readonly College[]; careers: readonly Career[] },
  context: CounselorContext,
  catalog: CounselorCatalog,
  today: Date,
  language: Locale,
  shown: ShownNames,
  /** The signed-in student's saved colleges and money plan: "community college first?" then answers on their own plan. */
  student: { plan: StudentMoneyPlan; saved: readonly College[] } | null = null,
): Promise<ChoiceAnswer | null> {
  const t = translate(language);
  const answer = await choiceFacts(question, facts, named, context, catalog, today, t, shown, student);
  // The sources keep their label keys (a model's reply labels them in its own language); the list in the text is this answer's.
  return answer && { ...answer, text: withSourceList(t, answer.text, sourcesIn(language, answer.sources, shown)) };
}

async function choiceFacts(
  question: string,
  facts: ResolvedFacts,
  named: { colleges: readonly College[]; careers: readonly Career[] },
  context: CounselorContext,
  catalog: CounselorCatalog,
  today: Date,
  t: ServerTranslate,
  shown: ShownNames,
  student: { plan: StudentMoneyPlan; saved: readonly College[] } | null,
): Promise<ChoiceAnswer | null> {
  const college = facts.college;
  const major = facts.major;
  const tradeCareer = [facts.career, ...named.careers].find(
    (career): career is Career => career !== null && (career.onTheJobTraining ?? '').toLowerCase().includes('apprentice'),
  );
  const kind = choiceAsked(question, {
    college: Boolean(college),
    major: Boolean(major),
    tradeCareer: Boolean(tradeCareer),
    debt: Boolean(facts.debt),
  });
  const income = familyIncomeIn(question);
  const name = major ? shown.majorName(major) : null;
  if (!kind) {
    if (facts.debt && college && major && name) return programLoanAnswer(t, catalog, college, major, name, facts.debt.total, today);
    return null;
  }
  switch (kind) {
    case 'price':
      return college ? priceAnswer(t, college, income) : null;
    case 'program-earnings':
      return college && major && name ? programEarningsAnswer(t, catalog, college, major, name) : null;
    case 'community-college-first':
      return communityCollegeAnswer(t, catalog, named.colleges.length ? named.colleges : college ? [college] : [], income, student, today);
    case 'trade-vs-degree':
      return tradeAnswer(t, tradeCareer ?? facts.career, facts, context, name, shown, today);
    case 'worth-it':
      return worthItAnswer(t, catalog, major, name, college, income);
  }
}
