import { rankByInterest } from '@domain/career-quiz/riasec';
import type { Career, College, Major } from '@domain/catalog/schemas';
import { topCognitiveTraits } from '@domain/counselor/context';
import type { CounselorIntent } from '@domain/counselor/intents';
import { bestPaidFirst, cheapestFirst, type SavedListAsked } from '@domain/counselor/saved-lists';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import { COSTLY_BELOW_GRADE, COSTLY_MAJOR_RATIO } from '@domain/finance/costly';
import type { CounselorCatalog } from './counselor.catalog';
import type { SavedLists } from './counselor.saved';
import { describeCareers, describeColleges, describeMajors, type Sourced } from './counselor.tools';
import {
  answer,
  careerLine,
  collegeLine,
  majorLine,
  toolLinks,
  wholeUsd,
  type OfflineAnswer,
  type OfflineWords,
  type Resolved,
} from './offline-lines';

/*
 * The offline counselor's careers, majors and colleges: which careers fit the student, what one named row is like,
 * two side by side, which of several same-named colleges is meant, and the student's saved lists.
 */

export async function careersFit(
  w: OfflineWords,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
): Promise<OfflineAnswer> {
  const { t } = w;
  const careers = await catalog.careers();
  const codes = context.interests?.topCareerCodes ?? [];
  let picked = codes.flatMap((code) => careers.filter((career) => career.socCode === code)).slice(0, 5);
  let basis = t('counselor-replies.offline.fitBasisQuiz');
  if (!picked.length && context.interests?.profile) {
    picked = rankByInterest(context.interests.profile, careers, 5).map((match) => match.item);
    const code = context.interests.hollandCode;
    basis = code ? t('counselor-replies.offline.fitBasisProfileCode', { code }) : t('counselor-replies.offline.fitBasisProfile');
  }
  const strengths = topCognitiveTraits(context.cognitive);
  const strengthLine = strengths.length
    ? t('counselor-replies.offline.strengthLine', { list: strengths.map((s) => `${s.trait} (${Math.round(s.score)})`).join(', ') })
    : '';
  if (!picked.length) {
    if (names.careers.length) return careerInfo(w, 'careers-fit', names.careers);
    return answer(
      'careers-fit',
      [t('counselor-replies.offline.noQuiz'), '', t('counselor-replies.offline.takeQuiz'), strengthLine ? `\n${strengthLine}` : ''],
      [],
    );
  }
  const described = describeCareers(picked);
  return answer(
    'careers-fit',
    [
      t('counselor-replies.offline.fitIntro', { basis }),
      '',
      ...described.data.map((career) => careerLine(w, career)),
      '',
      strengthLine,
      t('counselor-replies.offline.fitAskMore'),
    ],
    described.sources,
  );
}

export function careerInfo(w: OfflineWords, intent: CounselorIntent, careers: readonly Career[]): OfflineAnswer {
  return describedInfo(
    w,
    intent,
    describeCareers(careers.slice(0, 3)),
    (career) => careerLine(w, career),
    w.t('counselor-replies.offline.payNote'),
  );
}

export function majorInfo(w: OfflineWords, intent: CounselorIntent, majors: readonly Major[]): OfflineAnswer {
  const { t } = w;
  const note = [
    t('counselor-replies.offline.majorNote'),
    t('counselor-replies.offline.costlyRule', { ratio: COSTLY_MAJOR_RATIO, grade: COSTLY_BELOW_GRADE }),
    t('counselor-replies.offline.familyLoansNotInData'),
  ].join(' ');
  return describedInfo(w, intent, describeMajors(majors.slice(0, 3)), (major) => majorLine(w, major), note);
}

/**
 * A few named careers or majors, each on its line, then the note. The catalog's descriptions are English, so only an
 * English answer shows them; a Spanish one leaves them out rather than show English.
 */
function describedInfo<Facts extends { description: string }>(
  w: OfflineWords,
  intent: CounselorIntent,
  described: Sourced<Facts[]>,
  line: (facts: Facts) => string,
  note: string,
): OfflineAnswer {
  return answer(
    intent,
    [...described.data.flatMap((facts) => [line(facts), ...(w.locale === 'en' ? [`  ${facts.description}`] : [])]), '', note],
    described.sources,
  );
}

export function collegeInfo(w: OfflineWords, intent: CounselorIntent, colleges: readonly College[]): OfflineAnswer {
  const { t } = w;
  const described = describeColleges(colleges.slice(0, 3));
  const estimated = colleges.some((college) => college.source.estimate);
  return answer(
    intent,
    [
      ...described.data.map((college) => collegeLine(w, college)),
      '',
      t('counselor-replies.offline.collegeNetPriceNote'),
      estimated ? t('counselor-replies.offline.collegeEstimateNote') : '',
    ],
    described.sources,
  );
}

/** Two rows side by side under the intro, then what tells them apart, with the rows' sources. */
function comparison<Facts>(
  described: Sourced<Facts[]>,
  intro: string,
  line: (facts: Facts) => string,
  differences: (a: Facts, b: Facts) => string[],
): OfflineAnswer {
  const [a, b] = described.data as [Facts, Facts];
  return answer('compare', [intro, '', line(a), line(b), '', ...differences(a, b)], described.sources);
}

/** Two compared rows ordered by a figure, with the gap between them; null when either lacks it or they are level. */
function byFigure<Row>(a: Row, b: Row, figure: (row: Row) => number | null): { higher: Row; lower: Row; gap: number } | null {
  const [x, y] = [figure(a), figure(b)];
  if (x === null || y === null || x === y) return null;
  return x > y ? { higher: a, lower: b, gap: x - y } : { higher: b, lower: a, gap: y - x };
}

function compareColleges(w: OfflineWords, colleges: readonly College[]): OfflineAnswer {
  const { t } = w;
  const [first, second] = colleges;
  return comparison(
    describeColleges([first!, second!]),
    t('counselor-replies.offline.compareIntro'),
    (college) => collegeLine(w, college),
    (a, b) => {
      const lines: string[] = [];
      const price = byFigure(a, b, (college) => college.averageNetPrice);
      lines.push(
        price
          ? t('counselor-replies.offline.cheaperCollege', {
              name: price.lower.name,
              gap: wholeUsd(price.gap),
              four: wholeUsd(price.gap * 4),
            })
          : t('counselor-replies.offline.noPriceCompare'),
      );
      if (a.completionRate !== null && b.completionRate !== null) {
        const [higher] = a.completionRate >= b.completionRate ? [a] : [b];
        lines.push(t('counselor-replies.offline.higherCompletion', { name: higher.name }));
      }
      return lines;
    },
  );
}

function compareMajors(w: OfflineWords, majors: readonly Major[]): OfflineAnswer {
  const { t } = w;
  return comparison(
    describeMajors(majors.slice(0, 2)),
    t('counselor-replies.offline.compareMajorsIntro'),
    (major) => majorLine(w, major),
    (a, b) => {
      const lines: string[] = [];
      const earnings = byFigure(a, b, (major) => major.medianEarnings);
      if (earnings)
        lines.push(t('counselor-replies.offline.majorEarnsMore', { name: w.majorName(earnings.higher), gap: wholeUsd(earnings.gap) }));
      const debt = byFigure(a, b, (major) => major.medianDebt);
      if (debt) lines.push(t('counselor-replies.offline.majorOwesLess', { name: w.majorName(debt.lower), gap: wholeUsd(debt.gap) }));
      if ([a, b].some((m) => m.medianEarnings === null || m.medianDebt === null))
        lines.push(t('counselor-replies.offline.notReportedNote'));
      return lines;
    },
  );
}

function compareCareers(w: OfflineWords, careers: readonly Career[]): OfflineAnswer {
  const { t } = w;
  return comparison(
    describeCareers(careers.slice(0, 2)),
    t('counselor-replies.offline.compareIntro'),
    (career) => careerLine(w, career),
    (a, b) => {
      const pay = byFigure(a, b, (career) => career.medianPay);
      return pay ? [t('counselor-replies.offline.careerEarnsMore', { title: w.careerTitle(pay.higher), gap: wholeUsd(pay.gap) })] : [];
    },
  );
}

export async function compare(
  w: OfflineWords,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
): Promise<OfflineAnswer> {
  const { t } = w;
  if (names.colleges.length >= 2) return compareColleges(w, names.colleges);
  if (names.majors.length >= 2) return compareMajors(w, names.majors);
  if (names.careers.length >= 2) return compareCareers(w, names.careers);
  const q = question.toLowerCase();
  const byIds = async (ids: number[]) => {
    const colleges = await catalog.colleges();
    return ids.flatMap((id) => colleges.filter((college) => college.unitId === id));
  };
  if (/college|universit|school/.test(q) && (context.colleges?.length ?? 0) >= 2) {
    const mine = await byIds(context.colleges!.slice(0, 2).map((c) => c.unitId));
    if (mine.length === 2) return compareColleges(w, mine);
  }
  if ((context.interests?.topMajors.length ?? 0) >= 2 && !/college|universit|school|career|job/.test(q)) {
    const majors = await catalog.majors();
    const mine = context.interests!.topMajors.slice(0, 2).flatMap((name) => majors.filter((major) => major.name === name));
    if (mine.length === 2) return compareMajors(w, mine);
  }
  return answer(
    'compare',
    [t('counselor-replies.offline.compareNotFound'), '', t('counselor-replies.offline.compareTryNames'), '', toolLinks(w)],
    [],
  );
}

/** A name several colleges answer to ("University of California", "U of M"): which one? */
export function whichCollege({ t }: OfflineWords, intent: CounselorIntent, candidates: readonly College[]): OfflineAnswer {
  const listed = candidates.map((college) => `- **${college.name}** (${[college.city, college.state].filter(Boolean).join(', ')})`);
  return answer(
    intent,
    [
      t('counselor-replies.offline.whichCollege'),
      '',
      ...listed,
      '',
      t('counselor-replies.offline.whichCollegeAsk', { name: candidates[0]!.name }),
    ],
    [],
  );
}

/** "Which of my saved colleges is cheapest?": the saved list, cheapest (or best paid) first, with its figures. */
export function savedListAnswer(w: OfflineWords, asked: SavedListAsked, saved: SavedLists | undefined): OfflineAnswer {
  const { t } = w;
  const colleges = asked === 'careers' ? [] : cheapestFirst(saved?.colleges ?? []);
  const careers = asked === 'colleges' ? [] : bestPaidFirst(saved?.careers ?? []);
  const intent = asked === 'careers' ? 'career-info' : 'college-info';
  if (!saved) return answer(intent, [t('counselor-replies.offline.savedSignIn')], []);
  if (!colleges.length && !careers.length) {
    return answer(intent, [t('counselor-replies.offline.savedNone', { what: asked })], []);
  }
  const lines: string[] = [];
  const sources: CounselorSource[] = [];
  if (colleges.length) {
    const described = describeColleges(colleges);
    lines.push(t('counselor-replies.offline.savedCollegesIntro'), '', ...described.data.map((college) => collegeLine(w, college)), '');
    const cheapest = colleges[0]!;
    if (cheapest.averageNetPrice !== null)
      lines.push(t('counselor-replies.offline.savedCheapest', { name: cheapest.name, price: wholeUsd(cheapest.averageNetPrice) }), '');
    sources.push(...described.sources);
  }
  if (careers.length) {
    const described = describeCareers(careers);
    lines.push(t('counselor-replies.offline.savedCareersIntro'), '', ...described.data.map((career) => careerLine(w, career)), '');
    sources.push(...described.sources);
  }
  return answer(intent, lines, sources);
}
