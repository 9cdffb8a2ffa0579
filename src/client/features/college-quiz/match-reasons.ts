import type { Formatters } from '@client/ui/format';
import type { AreaKey } from '@client/shared/i18n/messages';
import { RISK_WORDS, type CollegeQuizT } from './match-labels';

type Key = AreaKey<'college-quiz'>;

/*
 * The API's match reasons are English sentences (domain/catalog/college-match reasonsFor). In another language each known
 * sentence is read back into its parts and said again from the catalog; an unknown one is shown as it came.
 */
// A risk read back from a sentence is a plain string: looked up by its name.
const RISKS: Readonly<Record<string, Key>> = RISK_WORDS;
const SIZES: Record<string, Key> = {
  Small: 'college-quiz.reasonSmall',
  Medium: 'college-quiz.reasonMedium',
  Large: 'college-quiz.reasonLarge',
};
const SETTINGS: Record<string, Key> = {
  City: 'college-quiz.reasonCity',
  Suburban: 'college-quiz.reasonSuburban',
  'Small-town': 'college-quiz.reasonSmallTown',
  Rural: 'college-quiz.reasonRural',
};
const FIXED: Record<string, Key> = {
  'Public college': 'college-quiz.reasonPublic',
  'Private nonprofit college': 'college-quiz.reasonPrivateNonprofit',
  'Private for-profit college': 'college-quiz.reasonPrivateForProfit',
  'Debt-to-income grade not available: debt or earnings not reported': 'college-quiz.reasonNoGrade',
  'Net price not reported': 'college-quiz.reasonNoPrice',
  'Completion rate not reported': 'college-quiz.reasonNoCompletion',
  'Open admission or no admission rate reported': 'college-quiz.reasonOpen',
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
    return t(m[3] ? 'college-quiz.reasonGradeLimited' : 'college-quiz.reasonGrade', { grade: m[1]!, risk: t(RISKS[m[2]!]!) });
  m = /^Net price (\$[\d,]+) a year, within your (\$[\d,]+) budget$/.exec(reason);
  if (m) return t('college-quiz.reasonPriceBudget', { price: format.usd(dollars(m[1]!)), budget: format.usd(dollars(m[2]!)) });
  m = /^Net price (\$[\d,]+) a year$/.exec(reason);
  if (m) return t('college-quiz.reasonPrice', { price: format.usd(dollars(m[1]!)) });
  m = /^(\d+%) of students finish their program$/.exec(reason);
  if (m) return t('college-quiz.reasonCompletion', { share: m[1]! });
  m = /^In (.+), one of your chosen states$/.exec(reason);
  if (m) return t('college-quiz.reasonState', { state: m[1]! });
  m = /^(Small|Medium|Large) size \(([\d,]+) undergraduates\)$/.exec(reason);
  if (m) return t('college-quiz.reasonSize', { size: t(SIZES[m[1]!]!), count: format.count(dollars(m[2]!)) });
  m = /^(City|Suburban|Small-town|Rural) setting$/.exec(reason);
  if (m) return t('college-quiz.reasonSetting', { setting: t(SETTINGS[m[1]!]!) });
  m = /^Admits (\d+%) of applicants$/.exec(reason);
  if (m) return t('college-quiz.reasonAdmits', { share: m[1]! });
  return reason;
}
