import type { AdmissionLabel, CollegeMatch } from '@domain/catalog/college-match';
import type { College, CollegeSize } from '@domain/catalog/schemas';
import type { LimitedFigure } from '@domain/catalog/thin-estimate';
import type { FinancialRisk } from '@domain/finance/grade';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import type { Formatters } from '@client/ui/format';

type Key = AreaKey<'collegeQuiz'>;
export type CollegeQuizT = Translate<'collegeQuiz'>;

export const ADMISSION_LABELS: Record<AdmissionLabel, { text: Key; meaning: Key; className: string }> = {
  reach: { text: 'collegeQuiz.reach', meaning: 'collegeQuiz.reachMeaning', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  match: { text: 'collegeQuiz.match', meaning: 'collegeQuiz.matchMeaning', className: 'border-sky-300 bg-sky-50 text-sky-900' },
  likely: {
    text: 'collegeQuiz.likely',
    meaning: 'collegeQuiz.likelyMeaning',
    className: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  },
};

export const CONTROL_WORDS: Record<College['control'], Key> = {
  public: 'collegeQuiz.public',
  'private-nonprofit': 'collegeQuiz.privateNonprofit',
  'private-for-profit': 'collegeQuiz.privateForProfit',
};

export const LOCALE_WORDS: Record<NonNullable<College['locale']>, Key> = {
  city: 'collegeQuiz.city',
  suburb: 'collegeQuiz.suburb',
  town: 'collegeQuiz.town',
  rural: 'collegeQuiz.rural',
};

export const SIZE_WORDS: Record<CollegeSize, Key> = {
  small: 'collegeQuiz.small',
  medium: 'collegeQuiz.medium',
  large: 'collegeQuiz.large',
};

export const RISK_WORDS: Record<FinancialRisk, Key> = {
  'Very Low': 'collegeQuiz.riskVeryLow',
  Low: 'collegeQuiz.riskLow',
  Moderate: 'collegeQuiz.riskModerate',
  Higher: 'collegeQuiz.riskHigher',
  High: 'collegeQuiz.riskHigh',
  'Very High': 'collegeQuiz.riskVeryHigh',
  Extreme: 'collegeQuiz.riskExtreme',
};

export function place(college: College): string {
  return college.city ? `${college.city}, ${college.state}` : college.state;
}

/** "B+ (Moderate risk)", or why there is no grade. */
export function gradeText(t: CollegeQuizT, match: CollegeMatch): string {
  return match.grade.risk
    ? t('collegeQuiz.gradeWithRisk', { grade: match.grade.grade, risk: t(RISK_WORDS[match.grade.risk]) })
    : t('collegeQuiz.gradeNone');
}

/** "10 years after entering college", or the estimate's horizon (domain collegeEarningsHorizon, translated). */
export function earningsHorizonText(t: CollegeQuizT, source: { readonly estimate: boolean }): string {
  return source.estimate ? t('collegeQuiz.horizonEstimate') : t('collegeQuiz.horizonCollege');
}

/** The label of a college's earnings figure (domain collegeEarningsLabel, translated). */
export function earningsLabelText(t: CollegeQuizT, source: { readonly estimate: boolean }, medianEarnings: number | null): string {
  if (source.estimate) return t('collegeQuiz.earningsEstimate');
  return medianEarnings === null ? t('collegeQuiz.earningsNone') : t('collegeQuiz.earnings10');
}

/** " (limited data)" after a figure whose source flags it, else "". */
export function limitedText(
  t: CollegeQuizT,
  source: { readonly limitedData?: readonly LimitedFigure[] | undefined },
  figure: LimitedFigure,
) {
  return source.limitedData?.includes(figure) ? t('collegeQuiz.limitedData') : '';
}

/** Where the earnings behind the grade come from. */
export function earningsBasisText(t: CollegeQuizT, match: CollegeMatch): string {
  if (match.earningsBasis === 'majors') return t('collegeQuiz.basisMajors');
  if (match.earningsBasis === 'college') return t('collegeQuiz.basisCollege', { horizon: earningsHorizonText(t, match.college.source) });
  return t('collegeQuiz.notReported');
}

/** Scorecard URLs often lack a scheme ("www.example.edu/"). */
export function websiteHref(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** A dollar figure in the active language, or "not reported" (never 0). */
export function usdOr(t: CollegeQuizT, format: Formatters, amount: number | null): string {
  return amount === null ? t('collegeQuiz.notReported') : format.usd(amount);
}

/** 0.634 → "63%", or "not reported". */
export function shareOr(t: CollegeQuizT, share: number | null): string {
  return share === null ? t('collegeQuiz.notReported') : `${Math.round(share * 100)}%`;
}
