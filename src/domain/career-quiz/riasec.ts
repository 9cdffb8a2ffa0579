import { RIASEC_AREAS, type RiasecArea } from '../catalog/catalog-values';
import type { RiasecProfile } from '../catalog/schemas';

/*
 * The career quiz: a Holland (RIASEC) interest inventory written for
 * Waypoint, its scoring onto O*NET's occupational-interest scale, and the
 * matching of a student's profile against careers and majors.
 */

export type QuizItem = { readonly id: string; readonly area: RiasecArea; readonly text: string };

/*
 * Eight everyday activities per area, in words a ninth-grader knows, with no
 * activity tied to one gender, culture or income level. Ids are stable: stored
 * answers refer to them, so an item may be reworded but never renumbered.
 */
const ITEMS_BY_AREA: Record<RiasecArea, readonly string[]> = {
  R: [
    'Fix a bike or a car engine',
    'Build a bookshelf or a birdhouse out of wood',
    'Grow vegetables or take care of a garden',
    'Set up the wiring for lights or a sound system',
    'Take care of farm animals',
    'Use power tools to make something',
    'Work outdoors building a trail or a fence',
    'Replace a broken part inside a phone or a computer',
  ],
  I: [
    'Do a science experiment to test an idea',
    'Figure out why a computer program is not working',
    'Learn how the body fights off germs',
    'Study the stars and planets through a telescope',
    'Solve a hard math puzzle',
    'Read about new discoveries in science or medicine',
    'Look at data to find out why something happens',
    'Examine rocks, plants or insects under a microscope',
  ],
  A: [
    'Draw, paint or sketch',
    'Write a short story or a poem',
    'Play a musical instrument or sing',
    'Act in a play or a video',
    'Design a poster, a logo or a web page',
    'Take and edit photos or videos',
    'Make up a dance routine',
    'Design clothes or decorate a room',
  ],
  S: [
    'Help a classmate study for a test',
    'Teach children a new game or skill',
    'Take care of someone who is sick or hurt',
    "Listen to a friend's problem and help them feel better",
    'Volunteer at a food bank or a shelter',
    'Coach a youth sports team',
    'Help a new student feel welcome at school',
    'Show an older person how to use a phone app',
  ],
  E: [
    'Start your own small business',
    'Convince people to join a club or support a cause',
    'Lead a team project and make the final decisions',
    'Sell things at a fair or online',
    'Give a speech to win people over to your idea',
    'Run for student council',
    'Plan and promote an event',
    'Bargain for a better price or deal',
  ],
  C: [
    'Keep track of the money for a club or team',
    'Organize files or photos so they are easy to find',
    'Enter numbers in a spreadsheet and check them for mistakes',
    'Make a schedule and help everyone stick to it',
    "Count and record the items in a store's stock",
    'Proofread a report for spelling and formatting errors',
    'Follow clear step-by-step instructions to finish a task',
    'Fill out and file forms in an office',
  ],
};

export const ITEMS_PER_AREA = 8;

/** Areas interleaved (R1, I1, A1, S1, E1, C1, R2, …) so no area comes in a long run. */
export const QUIZ_ITEMS: readonly QuizItem[] = Array.from({ length: ITEMS_PER_AREA }, (_, index) =>
  RIASEC_AREAS.map((area) => ({ id: `${area}${index + 1}`, area, text: ITEMS_BY_AREA[area][index] as string })),
).flat();

/**
 * How long the career quiz takes, about ten seconds per activity. The journey page and the quiz itself both show this one
 * number, so they cannot disagree; with the college quiz and the financial step it keeps the free assessment within the
 * "about 15-20 minutes" of the product spec.
 */
export const CAREER_QUIZ_MINUTES = 8;

export const QUIZ_ITEM_IDS: ReadonlySet<string> = new Set(QUIZ_ITEMS.map((item) => item.id));

export type LikertValue = 1 | 2 | 3 | 4 | 5;

export const LIKERT: readonly { value: LikertValue; label: string }[] = [
  { value: 1, label: 'Strongly dislike' },
  { value: 2, label: 'Dislike' },
  { value: 3, label: 'Not sure' },
  { value: 4, label: 'Like' },
  { value: 5, label: 'Strongly like' },
];

/**
 * Item id → answer 1-5. Ids the quiz no longer has are accepted and ignored, so old saved answers still load. Stored
 * answers are validated by `careerQuizAnswersSchema` (progress/local-state.ts) when they are read.
 */
export type QuizAnswers = Record<string, number>;

function isAnswer(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** O*NET's occupational-interest scale runs 1-7; the quiz's 5 points are spread over it linearly (1→1, 3→4, 5→7). */
export function likertToOi(mean: number): number {
  return 1 + ((mean - 1) * 6) / 4;
}

/** The middle of the OI scale, for an area with no answers yet: "not sure" rather than "dislike". */
export const NEUTRAL_OI = likertToOi(3);

/**
 * Each area's mean answer on the OI scale. Unanswered items (and ids not in the
 * quiz) are ignored; an area with no answers at all scores the neutral middle.
 */
export function scoreInterests(answers: Readonly<Record<string, number>>): RiasecProfile {
  const sums: Record<RiasecArea, { total: number; count: number }> = {
    R: { total: 0, count: 0 },
    I: { total: 0, count: 0 },
    A: { total: 0, count: 0 },
    S: { total: 0, count: 0 },
    E: { total: 0, count: 0 },
    C: { total: 0, count: 0 },
  };
  for (const item of QUIZ_ITEMS) {
    const value = answers[item.id];
    if (isAnswer(value)) {
      sums[item.area].total += value;
      sums[item.area].count += 1;
    }
  }
  const profile = {} as RiasecProfile;
  for (const area of RIASEC_AREAS) {
    const { total, count } = sums[area];
    profile[area] = count === 0 ? NEUTRAL_OI : likertToOi(total / count);
  }
  return profile;
}

export function answeredCount(answers: Readonly<Record<string, number>>): number {
  return QUIZ_ITEMS.filter((item) => isAnswer(answers[item.id])).length;
}

export function isQuizComplete(answers: Readonly<Record<string, number>>): boolean {
  return answeredCount(answers) === QUIZ_ITEMS.length;
}

/** The areas by descending score; equal scores keep RIASEC order. */
export function rankedAreas(profile: RiasecProfile): RiasecArea[] {
  return [...RIASEC_AREAS].sort((a, b) => profile[b] - profile[a] || RIASEC_AREAS.indexOf(a) - RIASEC_AREAS.indexOf(b));
}

/** The three-letter Holland code, e.g. "IRC". */
export function hollandCode(profile: RiasecProfile): string {
  return rankedAreas(profile).slice(0, 3).join('');
}

// Scores closer than this count as equal (answers are whole numbers, so real differences are ≥ 0.1875).
const FLAT_EPSILON = 1e-9;

function mean(profile: RiasecProfile): number {
  return RIASEC_AREAS.reduce((sum, area) => sum + profile[area], 0) / RIASEC_AREAS.length;
}

export function isFlatProfile(profile: RiasecProfile): boolean {
  const values = RIASEC_AREAS.map((area) => profile[area]);
  return Math.max(...values) - Math.min(...values) < FLAT_EPSILON;
}

/** Mean absolute difference of the six scores (0 = same level everywhere, 6 = as far apart as the OI scale allows). */
function meanAbsoluteDifference(a: RiasecProfile, b: RiasecProfile): number {
  return RIASEC_AREAS.reduce((sum, area) => sum + Math.abs(a[area] - b[area]), 0) / RIASEC_AREAS.length;
}

const OI_RANGE = 6;

/**
 * How alike two interest profiles are, 0-100.
 *
 * The shape of a profile (which areas stand out) matters more than its level
 * (some people rate everything high), and O*NET compares interest profiles by
 * correlation for that reason; so this is the Pearson correlation of the six
 * scores, mapped from -1…1 onto 0…100 (opposite = 0, unrelated = 50, same shape = 100).
 * A flat profile has no shape and its correlation is undefined; then the
 * levels are compared instead: 100 minus the mean absolute difference as a
 * share of the scale.
 */
export function interestSimilarity(a: RiasecProfile, b: RiasecProfile): number {
  if (isFlatProfile(a) || isFlatProfile(b)) {
    return clamp100(100 * (1 - meanAbsoluteDifference(a, b) / OI_RANGE));
  }
  const meanA = mean(a);
  const meanB = mean(b);
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (const area of RIASEC_AREAS) {
    const da = a[area] - meanA;
    const db = b[area] - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  const correlation = covariance / Math.sqrt(varianceA * varianceB);
  return clamp100(((correlation + 1) / 2) * 100);
}

function clamp100(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** How close a match is, by its similarity: strong from 80, good from 60, partial below. */
export const MATCH_STRENGTHS = ['strong', 'good', 'partial'] as const;
export type MatchStrength = (typeof MATCH_STRENGTHS)[number];

/**
 * Why an item fits (or only partly fits) the student's interests, as facts each language words:
 * - `shared`: the standout areas both profiles share (one or two, the student's order);
 * - `leans`: none is shared: the area the item leans on, and the student's top areas (one or two);
 * - `flat`: the student rated every area about the same: the area the item leans on.
 */
export type InterestMatchReason =
  | { code: 'shared'; strength: MatchStrength; areas: RiasecArea[] }
  | { code: 'leans'; strength: MatchStrength; lead: RiasecArea; yourTop: RiasecArea[] }
  | { code: 'flat'; lead: RiasecArea };

export type InterestMatch<T> = { item: T; similarity: number; why: InterestMatchReason };

/** Areas that stand out in a profile: its top three, and only those above its own average. */
function standoutAreas(profile: RiasecProfile): RiasecArea[] {
  const average = mean(profile);
  return rankedAreas(profile)
    .slice(0, 3)
    .filter((area) => profile[area] > average + FLAT_EPSILON);
}

export function matchStrength(similarity: number): MatchStrength {
  if (similarity >= 80) return 'strong';
  if (similarity >= 60) return 'good';
  return 'partial';
}

/** Why an item fits (or only partly fits) the student's interests. */
export function explainMatch(student: RiasecProfile, item: RiasecProfile, similarity: number): InterestMatchReason {
  const itemTop = standoutAreas(item);
  const studentTop = standoutAreas(student);
  const lead = (itemTop[0] ?? rankedAreas(item)[0]) as RiasecArea;
  if (studentTop.length === 0) return { code: 'flat', lead };
  const shared = studentTop.filter((area) => itemTop.includes(area)).slice(0, 2);
  if (shared.length > 0) return { code: 'shared', strength: matchStrength(similarity), areas: shared };
  return { code: 'leans', strength: matchStrength(similarity), lead, yourTop: studentTop.slice(0, 2) };
}

/**
 * The `limit` items most like the student's profile, best first. Equal
 * similarity goes to the item closer in level, then to the earlier item in the
 * input, so the same input always gives the same order. Similarity is rounded
 * to a whole number for display; ranking uses the exact value.
 */
export function rankByInterest<T extends { interests: RiasecProfile }>(
  profile: RiasecProfile,
  items: readonly T[],
  limit: number,
): InterestMatch<T>[] {
  if (limit <= 0) return [];
  return items
    .map((item, index) => ({
      item,
      index,
      exact: interestSimilarity(profile, item.interests),
      distance: meanAbsoluteDifference(profile, item.interests),
    }))
    .sort((a, b) => b.exact - a.exact || a.distance - b.distance || a.index - b.index)
    .slice(0, limit)
    .map(({ item, exact }) => ({
      item,
      similarity: Math.round(exact),
      why: explainMatch(profile, item.interests, exact),
    }));
}
