import type { Formatters } from '@client/ui/format';
import type { AreaKey } from '@client/shared/i18n/messages';
import { RISK_WORDS, type CollegeQuizT } from './match-labels';

type Key = AreaKey<'collegeQuiz'>;

/*
 * The API's match reasons are English sentences (domain/catalog/college-match reasonsFor). In another language each known
 * sentence is read back into its parts and said again from the catalog; an unknown one is shown as it came.
 */
// A risk read back from a sentence is a plain string: looked up by its name.
const RISKS: Readonly<Record<string, Key>> = RISK_WORDS;
const SIZES: Record<string, Key> = {
  Small: 'collegeQuiz.reasonSmall',
  Medium: 'collegeQuiz.reasonMedium',
  Large: 'collegeQuiz.reasonLarge',
};
const SETTINGS: Record<string, Key> = {
  City: 'collegeQuiz.reasonCity',
  Suburban: 'collegeQuiz.reasonSuburban',
  'Small-town': 'collegeQuiz.reasonSmallTown',
  Rural: 'collegeQuiz.reasonRural',
};
const FIXED: Record<string, Key> = {
  'Public college': 'collegeQuiz.reasonPublic',
  'Private nonprofit college': 'collegeQuiz.reasonPrivateNonprofit',
  'Private for-profit college': 'collegeQuiz.reasonPrivateForProfit',
  'Debt-to-income grade not available: debt or earnings not reported': 'collegeQuiz.reasonNoGrade',
  'Net price not reported': 'collegeQuiz.reasonNoPrice',
  'Completion rate not reported': 'collegeQuiz.reasonNoCompletion',
  'Open admission or no admission rate reported': 'collegeQuiz.reasonOpen',
};
const LIMITED = ' — rests on limited data (few programs, or one program dominates)';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

/** One reason in the active language; `english` skips the work (the API's sentence is already the English text). */
export function reasonText(t: CollegeQuizT, format: Formatters, reason: string, english: boolean): string {
  if (english) return reason;
  const fixed = FIXED[reason];
  if (fixed) return t(fixed);
  let m = /^Debt-to-income grade (\S+) \((.+?) risk\)( — .*)?$/.exec(reason);
  if (m && RISKS[m[2]!] && (m[3] === undefined || m[3] === LIMITED))
    return t(m[3] ? 'collegeQuiz.reasonGradeLimited' : 'collegeQuiz.reasonGrade', { grade: m[1]!, risk: t(RISKS[m[2]!]!) });
  m = /^Net price (\$[\d,]+) a year, within your (\$[\d,]+) budget$/.exec(reason);
  if (m) return t('collegeQuiz.reasonPriceBudget', { price: format.usd(dollars(m[1]!)), budget: format.usd(dollars(m[2]!)) });
  m = /^Net price (\$[\d,]+) a year$/.exec(reason);
  if (m) return t('collegeQuiz.reasonPrice', { price: format.usd(dollars(m[1]!)) });
  m = /^(\d+%) of students finish their program$/.exec(reason);
  if (m) return t('collegeQuiz.reasonCompletion', { share: m[1]! });
  m = /^In (.+), one of your chosen states$/.exec(reason);
  if (m) return t('collegeQuiz.reasonState', { state: m[1]! });
  m = /^(Small|Medium|Large) size \(([\d,]+) undergraduates\)$/.exec(reason);
  if (m) return t('collegeQuiz.reasonSize', { size: t(SIZES[m[1]!]!), count: format.count(dollars(m[2]!)) });
  m = /^(City|Suburban|Small-town|Rural) setting$/.exec(reason);
  if (m) return t('collegeQuiz.reasonSetting', { setting: t(SETTINGS[m[1]!]!) });
  m = /^Admits (\d+%) of applicants$/.exec(reason);
  if (m) return t('collegeQuiz.reasonAdmits', { share: m[1]! });
  return reason;
}
