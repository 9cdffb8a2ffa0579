import type { MatchReason } from '@domain/catalog/college-match';
import type { Formatters } from '@client/ui/format';
import type { AreaKey } from '@client/shared/i18n/messages';
import { RISK_WORDS, type CollegeQuizT } from './match-labels';

type Key = AreaKey<'college-quiz'>;

/* A match's reasons come as facts (domain/catalog/college-match reasonsFor); each language words them here. */

const SIZES: Record<Extract<MatchReason, { code: 'size' }>['size'], Key> = {
  small: 'college-quiz.reasonSmall',
  medium: 'college-quiz.reasonMedium',
  large: 'college-quiz.reasonLarge',
};
const SETTINGS: Record<Extract<MatchReason, { code: 'setting' }>['setting'], Key> = {
  city: 'college-quiz.reasonCity',
  suburb: 'college-quiz.reasonSuburban',
  town: 'college-quiz.reasonSmallTown',
  rural: 'college-quiz.reasonRural',
};
const CONTROLS: Record<Extract<MatchReason, { code: 'control' }>['control'], Key> = {
  public: 'college-quiz.reasonPublic',
  'private-nonprofit': 'college-quiz.reasonPrivateNonprofit',
  'private-for-profit': 'college-quiz.reasonPrivateForProfit',
};

const share = (rate: number) => `${Math.round(rate * 100)}%`;

/** One reason in the active language. */
export function reasonText(t: CollegeQuizT, format: Formatters, reason: MatchReason): string {
  switch (reason.code) {
    case 'grade':
      return t(reason.limitedData ? 'college-quiz.reasonGradeLimited' : 'college-quiz.reasonGrade', {
        grade: reason.grade,
        risk: t(RISK_WORDS[reason.risk]),
      });
    case 'no-grade':
      return t('college-quiz.reasonNoGrade');
    case 'price':
      return reason.budget === null
        ? t('college-quiz.reasonPrice', { price: format.usd(reason.yearlyNetPrice) })
        : t('college-quiz.reasonPriceBudget', { price: format.usd(reason.yearlyNetPrice), budget: format.usd(reason.budget) });
    case 'no-price':
      return t('college-quiz.reasonNoPrice');
    case 'completion':
      return t('college-quiz.reasonCompletion', { share: share(reason.rate) });
    case 'no-completion':
      return t('college-quiz.reasonNoCompletion');
    case 'state':
      return t('college-quiz.reasonState', { state: reason.state });
    case 'size':
      return t('college-quiz.reasonSize', { size: t(SIZES[reason.size]), count: format.count(reason.undergraduates) });
    case 'setting':
      return t('college-quiz.reasonSetting', { setting: t(SETTINGS[reason.setting]) });
    case 'control':
      return t(CONTROLS[reason.control]);
    case 'admits':
      return t('college-quiz.reasonAdmits', { share: share(reason.rate) });
    case 'open-admission':
      return t('college-quiz.reasonOpen');
  }
}
