import type { AccountData } from '@server/features/profile/profile.service';
import { classesAccountData } from '@server/features/classes/classes.account-data';
import { counselorAccountData } from '@server/features/counselor/counselor.account-data';
import { familyAccountData } from '@server/features/family/family.account-data';
import { feedbackAccountData } from '@server/features/feedback/feedback.account-data';
import { forumAccountData } from '@server/features/forum/forum.account-data';
import { leaderboardAccountData } from '@server/features/leaderboard/leaderboard.account-data';
import { mentorshipAccountData } from '@server/features/mentorship/mentorship.account-data';
import { moneyPlanAccountData } from '@server/features/money-plan/money-plan.account-data';
import { notificationsAccountData } from '@server/features/notifications/notifications.account-data';
import { progressAccountData } from '@server/features/progress/progress.account-data';
import { savedListsAccountData } from '@server/features/saved-lists/saved-lists.account-data';
import { scholarshipsAccountData } from '@server/features/scholarships/scholarships.account-data';
import { exportAccessLog } from '@server/shared/access-log';

/**
 * Every feature's part of a user's account, for "export my data" and account deletion
 * (features/profile). Each feature keeps its part beside it (`<feature>.account-data.ts`); this file,
 * part of the composition root, lists them: it may import every feature, which a feature may not.
 * A feature that stores personal data adds its part here. The export's sections keep this order.
 */
export const accountData = {
  async exportSections(db, userId) {
    return {
      progress: await progressAccountData.exportSection(db, userId),
      savedScholarships: await scholarshipsAccountData.exportSection(db, userId),
      savedLists: await savedListsAccountData.exportSection(db, userId),
      feedback: await feedbackAccountData.exportSection(db, userId),
      counselorConversations: await counselorAccountData.exportSection(db, userId),
      forum: await forumAccountData.exportSection(db, userId),
      mentorship: await mentorshipAccountData.exportSection(db, userId),
      notifications: await notificationsAccountData.exportSection(db, userId),
      leaderboard: await leaderboardAccountData.exportSection(db, userId),
      family: await familyAccountData.exportSection(db, userId),
      accessLog: await exportAccessLog(db, userId),
      moneyPlan: await moneyPlanAccountData.exportSection(db, userId),
      classes: await classesAccountData.exportSection(db, userId),
    };
  },
  async eraseTraces(tx, user) {
    await feedbackAccountData.eraseTraces(tx, user);
    await leaderboardAccountData.eraseTraces(tx, user);
    await mentorshipAccountData.eraseTraces(tx, user);
    await forumAccountData.eraseTraces(tx, user);
    await classesAccountData.eraseTraces(tx, user);
  },
  filesToRemove: (db, userId) => mentorshipAccountData.filesToRemove(db, userId),
} satisfies AccountData<object>;
