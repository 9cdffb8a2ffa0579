/** /money-plan: the student's family money plan (the page; the plan itself is in src/client/shared/money-plan). */
export const moneyPlan = {
  'moneyPlan.pageTitle': 'Family money plan',
  'moneyPlan.title': 'Your family money plan',
  'moneyPlan.introBefore': 'Work out with your family how each college on your list would be paid for. Parents you link on',
  'moneyPlan.yourProfile': 'your profile',
  'moneyPlan.introAfter': "see this plan and can change the family's figures; you can see each time they do in your access log.",
  'moneyPlan.studentOnly': 'The money plan belongs to a student account.',
  'moneyPlan.parentBefore': 'As a parent, open',
  'moneyPlan.yourFamilyPage': 'your family page',
  'moneyPlan.parentAfter': 'to see and edit the plan of each child who linked you.',
  'moneyPlan.otherAccount': 'Students see their own plan here; a linked parent sees it on their family page.',
};
