import type { LocalState } from '@domain/progress/local-state';
import type { Translate } from '@client/shared/i18n/messages';
import { isFreeAssessmentComplete, isPremiumAssessmentComplete } from '@client/shared/progress/assessment-status';

export type NavItem = {
  label: string;
  to: string;
  /** A second line, e.g. how long it takes. */
  detail?: string;
  /** A short tag beside the label, e.g. FREE. */
  badge?: string;
  /** Shows a checkmark. */
  complete?: boolean;
};

/** `id` is stable across languages (element ids, React keys); `label` is translated. */
export type NavGroup = { id: string; label: string; items: NavItem[] };

/** The three menus of the top navigation; an assessment gets a checkmark once it is complete; a Parent's Community menu starts with Family, an Educator's with My classes. */
export function navGroups(t: Translate, state: LocalState, signedIn: boolean, userType?: string): NavGroup[] {
  return [
    {
      id: 'assessments',
      label: t('shell.assessments'),
      items: [
        {
          label: t('shell.freeAssessment'),
          to: '/journey',
          detail: t('shell.freeAssessmentTime'),
          complete: isFreeAssessmentComplete(state, signedIn),
        },
        {
          label: t('shell.premiumAssessment'),
          to: '/full-assessment',
          detail: t('shell.premiumAssessmentTime'),
          badge: t('shell.freeBadge'),
          complete: isPremiumAssessmentComplete(state, signedIn),
        },
      ],
    },
    {
      id: 'tools',
      label: t('shell.tools'),
      items: [
        { label: t('shell.debtCalculator'), to: '/calculator' },
        { label: t('shell.debtStatistics'), to: '/debt-facts' },
        { label: t('shell.scholarshipGuide'), to: '/resources/scholarships' },
      ],
    },
    {
      id: 'community',
      label: t('shell.community'),
      items: [
        // Parents see their linked children's plans.
        ...(signedIn && userType === 'Parent' ? [{ label: t('shell.family'), to: '/family' }] : []),
        // Educators see their classes; students join one from their profile.
        ...(signedIn && userType === 'Educator' ? [{ label: t('shell.myClasses'), to: '/educator' }] : []),
        { label: t('shell.forum'), to: '/forum' },
        { label: t('shell.meetProfessionals'), to: '/professional-meetings' },
      ],
    },
  ];
}
