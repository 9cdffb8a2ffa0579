import type { LocalState } from '@domain/progress/local-state';
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

export type NavGroup = { label: string; items: NavItem[] };

/** The three menus of the top navigation (spec 2); an assessment gets a checkmark once it is complete (spec 4); a Parent's Community menu starts with Family, an Educator's with My classes. */
export function navGroups(state: LocalState, signedIn: boolean, userType?: string): NavGroup[] {
  return [
    {
      label: 'Assessments',
      items: [
        { label: 'Free Assessment', to: '/journey', detail: '15-20 min', complete: isFreeAssessmentComplete(state, signedIn) },
        {
          label: 'Premium Assessment',
          to: '/full-assessment',
          detail: '25-30 min',
          badge: 'FREE',
          complete: isPremiumAssessmentComplete(state, signedIn),
        },
      ],
    },
    {
      label: 'Tools',
      items: [
        { label: 'Debt Calculator', to: '/calculator' },
        { label: 'Debt Statistics', to: '/debt-facts' },
        { label: 'Scholarship Guide', to: '/resources/scholarships' },
      ],
    },
    {
      label: 'Community',
      items: [
        // Parents see their linked children's plans (issue 20).
        ...(signedIn && userType === 'Parent' ? [{ label: 'Family', to: '/family' }] : []),
        // Educators see their classes (issue 20); students join one from their profile.
        ...(signedIn && userType === 'Educator' ? [{ label: 'My classes', to: '/educator' }] : []),
        { label: 'Forum', to: '/forum' },
        { label: 'Meet Professionals', to: '/professional-meetings' },
      ],
    },
  ];
}
