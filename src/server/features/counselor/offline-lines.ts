import type { Career, College, Major } from '@domain/catalog/schemas';
import type { CounselorIntent } from '@domain/counselor/intents';
import type { CounselorSource } from '@domain/counselor/schemas';
import { CATALOG_NAMES, uniqueSources, type CareerFacts, type CollegeFacts, type MajorFacts, type ShownNames } from './counselor.tools';
import { OEWS_TOP_CODED_ANNUAL } from '@domain/catalog/career-pay';
import type { FinancialRisk } from '@domain/finance/grade';
import type { Locale } from '@domain/i18n/locales';
import type { MessageKey } from '@locales/keys';
import { translate, type ServerTranslate } from '@server/shared/messages';
import type { EarningsBasis } from './counselor.facts';

/*
 * How the offline counselor writes money, shares, and one line per career, major or college in every answer. Every
 * sentence comes from the `counselor-replies` catalog of the answer's language; this file picks the keys and fills in
 * the figures.
 */

/**
 * What an offline answer is written with: its language's messages, the language for the few rules of its own, and
 * careers' and majors' names as that language writes them (Spanish where Waypoint has them, else the catalog's).
 */
export type OfflineWords = ShownNames & { t: ServerTranslate; locale: Locale };
export const offlineWords = (locale: Locale, shown: ShownNames = CATALOG_NAMES): OfflineWords => ({
  ...shown,
  t: translate(locale),
  locale,
});

export type OfflineAnswer = { intent: CounselorIntent; text: string; sources: CounselorSource[] };

export const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
export const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const cents = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const orNotReported = ({ t }: OfflineWords, value: number | null, format: (n: number) => string) =>
  value === null ? t('counselor-replies.offline.notReported') : format(value);
export const pct = (share: number) => `${Math.round(share * 100)}%`;

export type Resolved = { careers: Career[]; majors: Major[]; colleges: College[] };

const CAPABILITY_KEYS: readonly MessageKey[] = [
  'counselor-replies.offline.capability.fit',
  'counselor-replies.offline.capability.pay',
  'counselor-replies.offline.capability.compare',
  'counselor-replies.offline.capability.borrow',
  'counselor-replies.offline.capability.payment',
  'counselor-replies.offline.capability.grade',
  'counselor-replies.offline.capability.scholarships',
];
const TOOL_LINK_KEYS: readonly MessageKey[] = [
  'counselor-replies.offline.tool.loanCalculator',
  'counselor-replies.offline.tool.debtCalculator',
  'counselor-replies.offline.tool.financialExpectations',
  'counselor-replies.offline.tool.collegeQuiz',
  'counselor-replies.offline.tool.careerExploration',
  'counselor-replies.offline.tool.outcomes',
];
/** What the offline counselor can answer, as a list. */
export const capabilities = ({ t }: OfflineWords) => CAPABILITY_KEYS.map((key) => t(key)).join('\n');
/** Waypoint's tools that answer money questions directly, as a list of links. */
export const toolLinks = ({ t }: OfflineWords) => TOOL_LINK_KEYS.map((key) => t(key)).join('\n');

const RISK_KEYS: Record<FinancialRisk, MessageKey> = {
  'Very Low': 'counselor-replies.offline.risk.veryLow',
  Low: 'counselor-replies.offline.risk.low',
  Moderate: 'counselor-replies.offline.risk.moderate',
  Higher: 'counselor-replies.offline.risk.higher',
  High: 'counselor-replies.offline.risk.high',
  'Very High': 'counselor-replies.offline.risk.veryHigh',
  Extreme: 'counselor-replies.offline.risk.extreme',
};
/** A risk level in words; empty when there is none. */
export const riskWords = ({ t }: OfflineWords, risk: FinancialRisk | null) => (risk ? t(RISK_KEYS[risk]) : '');

/** BLS typical entry education, by the category name the catalog's data carries. */
const EDUCATION_KEYS: Readonly<Record<string, MessageKey>> = {
  "Bachelor's degree": 'counselor-replies.offline.education.bachelor',
  "Associate's degree": 'counselor-replies.offline.education.associate',
  "Master's degree": 'counselor-replies.offline.education.master',
  'Doctoral or professional degree': 'counselor-replies.offline.education.doctoral',
  'High school diploma or equivalent': 'counselor-replies.offline.education.highSchool',
  'Postsecondary nondegree award': 'counselor-replies.offline.education.nondegree',
  'Some college, no degree': 'counselor-replies.offline.education.someCollege',
  'No formal educational credential': 'counselor-replies.offline.education.none',
};
/** A career's typical entry education in words (a category the catalog does not know stays as the data names it). */
export function educationWords({ t }: Pick<OfflineWords, 't'>, education: string | null): string {
  if (education === null) return t('counselor-replies.offline.educationNotReported');
  const key = EDUCATION_KEYS[education];
  return key ? t(key) : education;
}

const TRAINING_KEYS: Readonly<Record<string, MessageKey>> = {
  None: 'counselor-replies.offline.training.none',
  'Short-term on-the-job training': 'counselor-replies.offline.training.shortTerm',
  'Moderate-term on-the-job training': 'counselor-replies.offline.training.moderateTerm',
  'Long-term on-the-job training': 'counselor-replies.offline.training.longTerm',
  Apprenticeship: 'counselor-replies.offline.training.apprenticeship',
  'Internship/residency': 'counselor-replies.offline.training.internship',
};
/** A career's typical on-the-job training in words (BLS's categories; one the catalog does not know stays as written). */
export function trainingWords({ t }: Pick<OfflineWords, 't'>, training: string | null): string {
  if (training === null) return t('counselor-replies.offline.educationNotReported');
  const key = TRAINING_KEYS[training];
  return key ? t(key) : training;
}

/** A career's pay in words when there is no annual median, from its figures: the top-coded ceiling, the hourly pay, or not reported. */
function payWords({ t }: OfflineWords, career: Pick<CareerFacts, 'payKind' | 'hourlyMedianPay'>): string {
  if (career.payKind === 'top-coded') return t('counselor-replies.offline.pay.orMore', { amount: wholeUsd(OEWS_TOP_CODED_ANNUAL) });
  if (career.payKind === 'hourly only' && career.hourlyMedianPay !== null && career.hourlyMedianPay > 0)
    return t('counselor-replies.offline.pay.hourly', { amount: cents(career.hourlyMedianPay) });
  return t('counselor-replies.offline.notReported');
}

const CONTROL_KEYS: Readonly<Record<string, MessageKey>> = {
  public: 'counselor-replies.offline.control.public',
  'private-nonprofit': 'counselor-replies.offline.control.privateNonprofit',
  'private-for-profit': 'counselor-replies.offline.control.privateForProfit',
};
const controlWords = ({ t }: OfflineWords, control: string) => {
  const key = CONTROL_KEYS[control];
  return key ? t(key) : control.replace(/-/g, ' ');
};

/**
 * A career's title inside a sentence. English reads it as a common noun ("the median pay of electricians"); Spanish
 * keeps the catalog's English title as a name, capitalized.
 */
export const careerInSentence = ({ locale }: OfflineWords, title: string) => (locale === 'en' ? title.toLowerCase() : title);

/** What an earnings figure is and when in a career it is measured, for the figure the debt is graded against. */
export function earningsBasisWords(w: OfflineWords, kind: EarningsBasis['kind'], name: string | null): { label: string; horizon: string } {
  const { t } = w;
  const named = name ?? '';
  switch (kind) {
    case 'major':
    case 'college':
      return {
        label: t('counselor-replies.offline.basis.graduates', { name: named }),
        horizon: t('counselor-replies.offline.horizon.early'),
      };
    case 'career':
      return {
        label: t('counselor-replies.offline.basis.career', { name: careerInSentence(w, named) }),
        horizon: t('counselor-replies.offline.horizon.allWorkersNotStarting'),
      };
    case 'salary':
      return { label: t('counselor-replies.offline.basis.salary'), horizon: t('counselor-replies.offline.horizon.salary') };
    case 'expected':
      return { label: t('counselor-replies.offline.basis.expected'), horizon: t('counselor-replies.offline.horizon.expected') };
  }
}

const GRADE_EXPLANATION_KEYS: Readonly<Record<string, MessageKey>> = {
  'A+': 'counselor-replies.offline.gradeExplanation.aPlus',
  A: 'counselor-replies.offline.gradeExplanation.a',
  'A-': 'counselor-replies.offline.gradeExplanation.aMinus',
  'B+': 'counselor-replies.offline.gradeExplanation.bPlus',
  B: 'counselor-replies.offline.gradeExplanation.b',
  'B-': 'counselor-replies.offline.gradeExplanation.bMinus',
  'C+': 'counselor-replies.offline.gradeExplanation.cPlus',
  C: 'counselor-replies.offline.gradeExplanation.c',
  D: 'counselor-replies.offline.gradeExplanation.d',
  F: 'counselor-replies.offline.gradeExplanation.f',
};
/** What a financial grade means (the grade table's explanation, which is English, for a grade the catalog lacks). */
export function gradeExplanationWords({ t }: OfflineWords, grade: string, english: string): string {
  const key = GRADE_EXPLANATION_KEYS[grade];
  return key ? t(key) : english;
}

export function careerLine(w: OfflineWords, career: CareerFacts): string {
  const { t } = w;
  const parts = [
    career.medianPay === null
      ? t('counselor-replies.offline.pay.inWords', { pay: payWords(w, career) })
      : t('counselor-replies.offline.pay.annual', { pay: wholeUsd(career.medianPay) }),
  ];
  parts.push(t('counselor-replies.offline.entryEducation', { education: educationWords(w, career.entryEducation) }));
  if (career.outlookPercent !== null)
    parts.push(t('counselor-replies.offline.jobGrowth', { percent: `${career.outlookPercent > 0 ? '+' : ''}${career.outlookPercent}` }));
  return `- **${w.careerTitle(career)}**: ${parts.join('; ')}.`;
}

export function majorLine(w: OfflineWords, major: MajorFacts): string {
  const { t } = w;
  const gradePart =
    major.debtGrade.grade === 'N/A'
      ? ''
      : t('counselor-replies.offline.debtGrade', {
          grade: major.debtGrade.grade,
          risk: riskWords(w, major.debtGrade.risk),
          costly: major.costly ? 'yes' : 'no',
        });
  const values = { name: w.majorName(major), debt: orNotReported(w, major.medianDebt, wholeUsd), gradePart };
  return major.medianEarnings === null
    ? t('counselor-replies.offline.majorLineNoEarnings', values)
    : t('counselor-replies.offline.majorLine', { ...values, earnings: wholeUsd(major.medianEarnings) });
}

export function collegeLine(w: OfflineWords, college: CollegeFacts): string {
  const { t } = w;
  const where = [college.city, college.state].filter(Boolean).join(', ');
  const parts = [
    college.averageNetPrice === null
      ? t('counselor-replies.offline.college.netPriceNotReported')
      : t('counselor-replies.offline.college.netPrice', { price: wholeUsd(college.averageNetPrice) }),
    t('counselor-replies.offline.college.completion', { rate: orNotReported(w, college.completionRate, pct) }),
    t('counselor-replies.offline.college.debt', { debt: orNotReported(w, college.medianDebt, wholeUsd) }),
    t('counselor-replies.offline.college.earnings', {
      earnings:
        college.medianEarnings === null
          ? t('counselor-replies.offline.notReported')
          : t('counselor-replies.offline.college.earningsYear', { amount: wholeUsd(college.medianEarnings) }),
    }),
  ];
  if (college.admissionRate !== null) parts.push(t('counselor-replies.offline.college.admission', { rate: pct(college.admissionRate) }));
  return `- **${college.name}** (${where}, ${controlWords(w, college.control)}): ${parts.join('; ')}.`;
}

export const answer = (intent: CounselorIntent, lines: string[], sources: CounselorSource[]): OfflineAnswer => ({
  intent,
  text: lines.join('\n').trim(),
  sources: uniqueSources(sources),
});
