import { describe, expect, it } from 'vitest';
import { messages } from '@locales/en';
import { translator } from '@client/shared/i18n/messages';
import { navGroups as navGroupsIn } from './nav-items';

const navGroups = navGroupsIn.bind(null, translator(messages));

const freeDone = {
  journeyStarted: true,
  quizResult: { topMajors: ['Nursing'] },
  financialExpectations: { monthlyIncome: 3000, plannedDebt: 20000, level: 'Comfortable' },
};

describe('navigation menus', () => {
  it('lists the three menus with their targets', () => {
    const groups = navGroups({}, false);
    expect(groups.map((group) => [group.label, group.items.map((item) => `${item.label} → ${item.to}`)])).toEqual([
      ['Assessments', ['Free Assessment → /journey', 'Premium Assessment → /full-assessment']],
      ['Tools', ['Debt Calculator → /calculator', 'Debt Statistics → /debt-facts', 'Scholarship Guide → /resources/scholarships']],
      ['Community', ['Forum → /forum', 'Meet Professionals → /professional-meetings']],
    ]);
    const [free, premium] = groups[0]!.items;
    expect(free).toMatchObject({ detail: '15-20 min', complete: false });
    expect(premium).toMatchObject({ detail: '25-30 min', badge: 'FREE', complete: false });
  });

  it('checks an assessment off only for a signed-in user who finished it', () => {
    const state = { ...freeDone, premiumFeedbackCompleted: true };
    expect(navGroups(state, false)[0]!.items.map((item) => item.complete)).toEqual([false, false]);
    expect(navGroups(state, true)[0]!.items.map((item) => item.complete)).toEqual([true, true]);
    expect(navGroups(freeDone, true)[0]!.items.map((item) => item.complete)).toEqual([true, false]);
    expect(navGroups({ premiumFeedbackCompleted: true }, true)[0]!.items.map((item) => item.complete)).toEqual([false, true]);
  });
  it('starts the Community menu with Family for a Parent and My classes for an Educator, signed in only', () => {
    const community = (signedIn: boolean, userType?: string) => navGroups({}, signedIn, userType)[2]!.items.map((item) => item.label);
    expect(community(true, 'Parent')[0]).toBe('Family');
    expect(community(true, 'Educator')[0]).toBe('My classes');
    expect(navGroups({}, true, 'Educator')[2]!.items[0]!.to).toBe('/educator');
    expect(community(false, 'Educator')).not.toContain('My classes');
    expect(community(true, 'Student')).toEqual(['Forum', 'Meet Professionals']);
  });
});
