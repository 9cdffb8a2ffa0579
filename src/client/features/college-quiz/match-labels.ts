import { collegeEarningsBasis, type CollegeEarningsBasis } from '@domain/catalog/college-earnings';
import type { AdmissionLabel, CollegeMatch } from '@domain/catalog/college-match';
import type { College, CollegeSize } from '@domain/catalog/schemas';
import type { LimitedFigure } from '@domain/catalog/thin-estimate';
import type { FinancialRisk } from '@domain/finance/grade';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import type { Formatters } from '@client/ui/format';

type Key = AreaKey<'college-quiz'>;
export type CollegeQuizT = Translate<'college-quiz'>;

export const ADMISSION_LABELS: Record<AdmissionLabel, { text: Key; meaning: Key; className: string }> = {
  reach: { text: 'college-quiz.reach', meaning: 'college-quiz.reachMeaning', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  match: { text: 'college-quiz.match', meaning: 'college-quiz.matchMeaning', className: 'border-sky-300 bg-sky-50 text-sky-900' },
  likely: {
    text: 'college-quiz.likely',
    meaning: 'college-quiz.likelyMeaning',
    className: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  },
};

export const CONTROL_WORDS: Record<College['control'], Key> = {
  public: 'college-quiz.public',
  'private-nonprofit': 'college-quiz.privateNonprofit',
  'private-for-profit': 'college-quiz.privateForProfit',
};

export const LOCALE_WORDS: Record<NonNullable<College['locale']>, Key> = {
  city: 'college-quiz.city',
  suburb: 'college-quiz.suburb',
  town: 'college-quiz.town',
  rural: 'college-quiz.rural',
};

export const SIZE_WORDS: Record<CollegeSize, Key> = {
  small: 'college-quiz.small',
  medium: 'college-quiz.medium',
  large: 'college-quiz.large',
};

export const RISK_WORDS: Record<FinancialRisk, Key> = {
  'Very Low': 'college-quiz.riskVeryLow',
  Low: 'college-quiz.riskLow',
  Moderate: 'college-quiz.riskModerate',
  Higher: 'college-quiz.riskHigher',
  High: 'college-quiz.riskHigh',
  'Very High': 'college-quiz.riskVeryHigh',
  Extreme: 'college-quiz.riskExtreme',
};

export function place(college: College): string {
  return college.city ? `${college.city}, ${college.state}` : college.state;
}

/** "B+ (Moderate risk)", or why there is no grade. */
export function gradeText(t: CollegeQuizT, match: CollegeMatch): string {
  return match.grade.risk
    ? t('college-quiz.gradeWithRisk', { grade: match.grade.grade, risk: t(RISK_WORDS[match.grade.risk]) })
    : t('college-quiz.gradeNone');
}

/** "10 years after entering college", or the estimate's horizon. */
export function earningsHorizonText(t: CollegeQuizT, source: { readonly estimate: boolean }): string {
  return source.estimate ? t('college-quiz.horizonEstimate') : t('college-quiz.horizonCollege');
}

const EARNINGS_LABEL_KEYS = {
  estimate: 'college-quiz.earningsEstimate',
  'ten-year': 'college-quiz.earnings10',
  'not-reported': 'college-quiz.earningsNone',
} as const satisfies Record<CollegeEarningsBasis, Key>;

/** The label of a college's earnings figure, by its horizon (collegeEarningsBasis). */
export function earningsLabelText(t: CollegeQuizT, source: { readonly estimate: boolean }, medianEarnings: number | null): string {
  return t(EARNINGS_LABEL_KEYS[collegeEarningsBasis(source, medianEarnings)]);
}

/** " (limited data)" after a figure whose source flags it, else "". */
export function limitedText(
  t: CollegeQuizT,
  source: { readonly limitedData?: readonly LimitedFigure[] | undefined },
  figure: LimitedFigure,
) {
  return source.limitedData?.includes(figure) ? t('college-quiz.limitedData') : '';
}

/** Where the earnings behind the grade come from. */
export function earningsBasisText(t: CollegeQuizT, match: CollegeMatch): string {
  if (match.earningsBasis === 'majors') return t('college-quiz.basisMajors');
  if (match.earningsBasis === 'college') return t('college-quiz.basisCollege', { horizon: earningsHorizonText(t, match.college.source) });
  return t('college-quiz.notReported');
}

/** Scorecard URLs often lack a scheme ("www.example.edu/"). */
export function websiteHref(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** A dollar figure in the active language, or "not reported" (never 0). */
export function usdOr(t: CollegeQuizT, format: Formatters, amount: number | null): string {
  return amount === null ? t('college-quiz.notReported') : format.usd(amount);
}

/** 0.634 → "63%", or "not reported". */
export function shareOr(t: CollegeQuizT, share: number | null): string {
  return share === null ? t('college-quiz.notReported') : `${Math.round(share * 100)}%`;
}
