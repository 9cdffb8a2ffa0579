import { rankByInterest } from '@domain/career-quiz/riasec';
import type { Career, College, Major } from '@domain/catalog/schemas';
import { topCognitiveTraits } from '@domain/counselor/context';
import type { CounselorIntent } from '@domain/counselor/intents';
import { bestPaidFirst, cheapestFirst, type SavedListAsked } from '@domain/counselor/saved-lists';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import type { CounselorCatalog } from './counselor.catalog';
import type { SavedLists } from './counselor.saved';
import { describeCareers, describeColleges, describeMajors, type Sourced } from './counselor.tools';
import type { OfflineTexts } from './offline-counselor.texts';
import { answer, careerLine, collegeLine, majorLine, wholeUsd, type OfflineAnswer, type Resolved } from './offline-lines';

/*
 * The offline counselor's careers, majors and colleges: which careers fit the student, what one named row is like,
 * two side by side, which of several same-named colleges is meant, and the student's saved lists.
 */

export async function careersFit(
  T: OfflineTexts,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
): Promise<OfflineAnswer> {
  const careers = await catalog.careers();
  const codes = context.interests?.topCareerCodes ?? [];
  let picked = codes.flatMap((code) => careers.filter((career) => career.socCode === code)).slice(0, 5);
  let basis = T.fitBasisQuiz;
  if (!picked.length && context.interests?.profile) {
    picked = rankByInterest(context.interests.profile, careers, 5).map((match) => match.item);
    basis = T.fitBasisProfile(context.interests.hollandCode ?? null);
  }
  const strengths = topCognitiveTraits(context.cognitive);
  const strengthLine = strengths.length ? T.strengthLine(strengths.map((s) => `${s.trait} (${Math.round(s.score)})`).join(', ')) : '';
  if (!picked.length) {
    if (names.careers.length) return careerInfo(T, 'careers-fit', names.careers);
    return answer('careers-fit', [T.noQuiz, '', T.takeQuiz, strengthLine ? `\n${strengthLine}` : ''], []);
  }
  const described = describeCareers(picked);
  return answer(
    'careers-fit',
    [T.fitIntro(basis), '', ...described.data.map((career) => careerLine(T, career)), '', strengthLine, T.fitAskMore],
    described.sources,
  );
}

export function careerInfo(T: OfflineTexts, intent: CounselorIntent, careers: readonly Career[]): OfflineAnswer {
  return describedInfo(T, intent, describeCareers(careers.slice(0, 3)), (career) => careerLine(T, career), T.payNote);
}

export function majorInfo(T: OfflineTexts, intent: CounselorIntent, majors: readonly Major[]): OfflineAnswer {
  return describedInfo(T, intent, describeMajors(majors.slice(0, 3)), (major) => majorLine(T, major), T.majorNote);
}

/** A few named careers or majors, each on its line (with its description where the language shows them), then the note. */
function describedInfo<Facts extends { description: string }>(
  T: OfflineTexts,
  intent: CounselorIntent,
  described: Sourced<Facts[]>,
  line: (facts: Facts) => string,
  note: string,
): OfflineAnswer {
  return answer(
    intent,
    [...described.data.flatMap((facts) => [line(facts), ...(T.showDescriptions ? [`  ${facts.description}`] : [])]), '', note],
    described.sources,
  );
}

export function collegeInfo(T: OfflineTexts, intent: CounselorIntent, colleges: readonly College[]): OfflineAnswer {
  const described = describeColleges(colleges.slice(0, 3));
  const estimated = colleges.some((college) => college.source.estimate);
  return answer(
    intent,
    [...described.data.map((college) => collegeLine(T, college)), '', T.collegeNetPriceNote, estimated ? T.collegeEstimateNote : ''],
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

function compareColleges(T: OfflineTexts, colleges: readonly College[]): OfflineAnswer {
  const [first, second] = colleges;
  return comparison(
    describeColleges([first!, second!]),
    T.compareIntro,
    (college) => collegeLine(T, college),
    (a, b) => {
      const lines: string[] = [];
      const price = byFigure(a, b, (college) => college.averageNetPrice);
      lines.push(price ? T.cheaperCollege(price.lower.name, wholeUsd(price.gap), wholeUsd(price.gap * 4)) : T.noPriceCompare);
      if (a.completionRate !== null && b.completionRate !== null) {
        const [higher] = a.completionRate >= b.completionRate ? [a] : [b];
        lines.push(T.higherCompletion(higher.name));
      }
      return lines;
    },
  );
}

function compareMajors(T: OfflineTexts, majors: readonly Major[]): OfflineAnswer {
  return comparison(
    describeMajors(majors.slice(0, 2)),
    T.compareMajorsIntro,
    (major) => majorLine(T, major),
    (a, b) => {
      const lines: string[] = [];
      const earnings = byFigure(a, b, (major) => major.medianEarnings);
      if (earnings) lines.push(T.majorEarnsMore(earnings.higher.name, wholeUsd(earnings.gap)));
      const debt = byFigure(a, b, (major) => major.medianDebt);
      if (debt) lines.push(T.majorOwesLess(debt.lower.name, wholeUsd(debt.gap)));
      if ([a, b].some((m) => m.medianEarnings === null || m.medianDebt === null)) lines.push(T.notReportedNote);
      return lines;
    },
  );
}

function compareCareers(T: OfflineTexts, careers: readonly Career[]): OfflineAnswer {
  return comparison(
    describeCareers(careers.slice(0, 2)),
    T.compareIntro,
    (career) => careerLine(T, career),
    (a, b) => {
      const pay = byFigure(a, b, (career) => career.medianPay);
      return pay ? [T.careerEarnsMore(pay.higher.title, wholeUsd(pay.gap))] : [];
    },
  );
}

export async function compare(
  T: OfflineTexts,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  names: Resolved,
): Promise<OfflineAnswer> {
  if (names.colleges.length >= 2) return compareColleges(T, names.colleges);
  if (names.majors.length >= 2) return compareMajors(T, names.majors);
  if (names.careers.length >= 2) return compareCareers(T, names.careers);
  const q = question.toLowerCase();
  const byIds = async (ids: number[]) => {
    const colleges = await catalog.colleges();
    return ids.flatMap((id) => colleges.filter((college) => college.unitId === id));
  };
  if (/college|universit|school/.test(q) && (context.colleges?.length ?? 0) >= 2) {
    const mine = await byIds(context.colleges!.slice(0, 2).map((c) => c.unitId));
    if (mine.length === 2) return compareColleges(T, mine);
  }
  if ((context.interests?.topMajors.length ?? 0) >= 2 && !/college|universit|school|career|job/.test(q)) {
    const majors = await catalog.majors();
    const mine = context.interests!.topMajors.slice(0, 2).flatMap((name) => majors.filter((major) => major.name === name));
    if (mine.length === 2) return compareMajors(T, mine);
  }
  return answer('compare', [T.compareNotFound, '', T.compareTryNames, '', T.toolLinks], []);
}

/** A name several colleges answer to ("University of California", "U of M"): which one? */
export function whichCollege(T: OfflineTexts, intent: CounselorIntent, candidates: readonly College[]): OfflineAnswer {
  const listed = candidates.map((college) => `- **${college.name}** (${[college.city, college.state].filter(Boolean).join(', ')})`);
  return answer(intent, [T.whichCollege, '', ...listed, '', T.whichCollegeAsk(candidates[0]!.name)], []);
}

/** "Which of my saved colleges is cheapest?": the saved list, cheapest (or best paid) first, with its figures. */
export function savedListAnswer(T: OfflineTexts, asked: SavedListAsked, saved: SavedLists | undefined): OfflineAnswer {
  const colleges = asked === 'careers' ? [] : cheapestFirst(saved?.colleges ?? []);
  const careers = asked === 'colleges' ? [] : bestPaidFirst(saved?.careers ?? []);
  const intent = asked === 'careers' ? 'career-info' : 'college-info';
  if (!saved) return answer(intent, [T.savedSignIn], []);
  if (!colleges.length && !careers.length) {
    return answer(intent, [T.savedNone(asked)], []);
  }
  const lines: string[] = [];
  const sources: CounselorSource[] = [];
  if (colleges.length) {
    const described = describeColleges(colleges);
    lines.push(T.savedCollegesIntro, '', ...described.data.map((college) => collegeLine(T, college)), '');
    const cheapest = colleges[0]!;
    if (cheapest.averageNetPrice !== null) lines.push(T.savedCheapest(cheapest.name, wholeUsd(cheapest.averageNetPrice)), '');
    sources.push(...described.sources);
  }
  if (careers.length) {
    const described = describeCareers(careers);
    lines.push(T.savedCareersIntro, '', ...described.data.map((career) => careerLine(T, career)), '');
    sources.push(...described.sources);
  }
  return answer(intent, lines, sources);
}
