import { INVITE_CODE_MESSAGE, INVITE_REFUSALS, INVITE_TOKEN_MESSAGE, REDEEM_ONE_OF_MESSAGE } from '@domain/family/invite';
import type { FinancialRisk } from '@domain/finance/grade';
import { translateKnown, type KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

type Key = AreaKey<'family'>;

/**
 * The English texts the family pages can receive (the invite schemas', the server's 400/403/404/409/429 answers; spec
 * style, kept exact there) and their keys. The server's own constants are repeated here (the client does not import
 * server code); family-messages.test.ts checks the domain ones.
 */
export const FAMILY_MESSAGES: KnownMessages<'family'> = {
  [INVITE_CODE_MESSAGE]: 'family.errCode',
  [INVITE_TOKEN_MESSAGE]: 'family.errToken',
  [REDEEM_ONE_OF_MESSAGE]: 'family.errOneOf',
  [INVITE_REFUSALS.used]: 'family.errUsed',
  [INVITE_REFUSALS.revoked]: 'family.errRevoked',
  [INVITE_REFUSALS.expired]: 'family.errExpired',
  'Only a student account can invite a parent or see who can view its results.': 'family.errStudentsOnly',
  'Family links are for parent accounts. If you are a parent, change your account type to Parent on your profile; a student invites a parent from their own profile.':
    'family.errParentsOnly',
  'No invite matches that code. Check it with your child (it looks like ABCD-EF23), or ask for a new one.': 'family.errNoSuchInvite',
  'This invite has already been used: unlink the parent instead.': 'family.errAlreadyUsed',
  'This is your own invite: give its code to your parent, who redeems it on their account.': 'family.errOwnInvite',
  'Too many invite codes tried. Wait 15 minutes, then check the code with your child and try again.': 'family.errGuessing',
  'You have 5 open invites. Cancel one you no longer need before you make another.': 'family.errTooManyOpen',
};

const ALREADY_LINKED = /^You are already linked to (.+)\.$/;

/** A family message in the active language: a known text, the one that names the child, or the text as it came. */
export function familyMessage(t: Translate<'family'>, text: string): string;
export function familyMessage(t: Translate<'family'>, text: string | undefined): string | undefined;
export function familyMessage(t: Translate<'family'>, text: string | undefined): string | undefined {
  const linked = text === undefined ? null : ALREADY_LINKED.exec(text);
  if (linked) return t('family.errAlreadyLinked', { name: linked[1]! });
  return translateKnown(t, FAMILY_MESSAGES, text);
}

/** The access log's `what` (server/shared/access-log ACCESS_WHAT_LABELS), as keys. */
export const ACCESS_WHAT_KEYS: Readonly<Record<string, Key>> = {
  'family.overview': 'family.whatOverview',
  'family.money-plan': 'family.whatMoneyPlan',
  'family.money-plan.edit': 'family.whatMoneyPlanEdit',
  'classes.roster': 'family.whatRoster',
  'classes.export': 'family.whatExport',
  'classes.student': 'family.whatStudent',
  'classes.totals': 'family.whatTotals',
};

/** The progress steps' ids (domain/progress progressSteps), as keys. */
export const STEP_KEYS: Readonly<Record<string, Key>> = {
  journey: 'family.stepJourney',
  'career-quiz': 'family.stepCareerQuiz',
  'college-quiz': 'family.stepCollegeQuiz',
  'financial-expectations': 'family.stepFinancial',
  'premium-journey': 'family.stepPremium',
};

export const RISK_KEYS: Readonly<Record<FinancialRisk, Key>> = {
  'Very Low': 'family.riskVeryLow',
  Low: 'family.riskLow',
  Moderate: 'family.riskModerate',
  Higher: 'family.riskHigher',
  High: 'family.riskHigh',
  'Very High': 'family.riskVeryHigh',
  Extreme: 'family.riskExtreme',
};

/** The earnings horizon's short label the overview carries (domain EARNINGS_HORIZON_LABELS[...].short), as keys. */
export const HORIZON_KEYS: Readonly<Record<string, Key>> = {
  'first year after graduation': 'family.horizonEarly',
  'median of all workers': 'family.horizonAll',
};
