import { rankByInterest } from '@domain/career-quiz/riasec';
import type { Career, College, Major } from '@domain/catalog/schemas';
import { topCognitiveTraits } from '@domain/counselor/context';
import type { CounselorIntent } from '@domain/counselor/intents';
import { bestPaidFirst, cheapestFirst, type SavedListAsked } from '@domain/counselor/saved-lists';
import type { CounselorContext, CounselorSource } from '@domain/counselor/schemas';
import type { CounselorCatalog } from './counselor.catalog';
import type { SavedLists } from './counselor.saved';
import { describeCareers, describeColleges, describeMajors, type CareerFacts, type CollegeFacts, type MajorFacts } from './counselor.tools';
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
  const described = describeCareers(careers.slice(0, 3));
  return answer(
    intent,
    [
      ...described.data.flatMap((career) => [careerLine(T, career), ...(T.showDescriptions ? [`  ${career.description}`] : [])]),
      '',
      T.payNote,
    ],
    described.sources,
  );
}

export function majorInfo(T: OfflineTexts, intent: CounselorIntent, majors: readonly Major[]): OfflineAnswer {
  const described = describeMajors(majors.slice(0, 3));
  return answer(
    intent,
    [
      ...described.data.flatMap((major) => [majorLine(T, major), ...(T.showDescriptions ? [`  ${major.description}`] : [])]),
      '',
      T.majorNote,
    ],
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

function compareColleges(T: OfflineTexts, colleges: readonly College[]): OfflineAnswer {
  const [first, second] = colleges;
  const described = describeColleges([first!, second!]);
  const [a, b] = described.data as [CollegeFacts, CollegeFacts];
  const lines = [T.compareIntro, '', collegeLine(T, a), collegeLine(T, b), ''];
  if (a.averageNetPrice !== null && b.averageNetPrice !== null && a.averageNetPrice !== b.averageNetPrice) {
    const [cheaper, dearer] = a.averageNetPrice < b.averageNetPrice ? [a, b] : [b, a];
    const gap = dearer.averageNetPrice! - cheaper.averageNetPrice!;
    lines.push(T.cheaperCollege(cheaper.name, wholeUsd(gap), wholeUsd(gap * 4)));
  } else {
    lines.push(T.noPriceCompare);
  }
  if (a.completionRate !== null && b.completionRate !== null) {
    const [higher] = a.completionRate >= b.completionRate ? [a] : [b];
    lines.push(T.higherCompletion(higher.name));
  }
  return answer('compare', lines, described.sources);
}

function compareMajors(T: OfflineTexts, majors: readonly Major[]): OfflineAnswer {
  const described = describeMajors(majors.slice(0, 2));
  const [a, b] = described.data as [MajorFacts, MajorFacts];
  const lines = [T.compareMajorsIntro, '', majorLine(T, a), majorLine(T, b), ''];
  if (a.medianEarnings !== null && b.medianEarnings !== null && a.medianEarnings !== b.medianEarnings) {
    const [higher, lower] = a.medianEarnings > b.medianEarnings ? [a, b] : [b, a];
    lines.push(T.majorEarnsMore(higher.name, wholeUsd(higher.medianEarnings! - lower.medianEarnings!)));
  }
  if (a.medianDebt !== null && b.medianDebt !== null && a.medianDebt !== b.medianDebt) {
    const [less, more] = a.medianDebt < b.medianDebt ? [a, b] : [b, a];
    lines.push(T.majorOwesLess(less.name, wholeUsd(more.medianDebt! - less.medianDebt!)));
  }
  if ([a, b].some((m) => m.medianEarnings === null || m.medianDebt === null)) lines.push(T.notReportedNote);
  return answer('compare', lines, described.sources);
}

function compareCareers(T: OfflineTexts, careers: readonly Career[]): OfflineAnswer {
  const described = describeCareers(careers.slice(0, 2));
  const [a, b] = described.data as [CareerFacts, CareerFacts];
  const lines = [T.compareIntro, '', careerLine(T, a), careerLine(T, b), ''];
  if (a.medianPay !== null && b.medianPay !== null && a.medianPay !== b.medianPay) {
    const [higher, lower] = a.medianPay > b.medianPay ? [a, b] : [b, a];
    lines.push(T.careerEarnsMore(higher.title, wholeUsd(higher.medianPay! - lower.medianPay!)));
  }
  return answer('compare', lines, described.sources);
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
