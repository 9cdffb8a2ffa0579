import type { AccountData } from '@server/features/profile/profile.service';
import { exportClasses } from '@server/features/classes/classes.service';
import { eraseVerificationTraces, exportEducatorVerification } from '@server/features/classes/verification';
import { exportConversations } from '@server/features/counselor/counselor.service';
import { anonymiseFeedback, exportFeedback } from '@server/features/feedback/feedback.service';
import { exportFamily } from '@server/features/family/family.service';
import { exportForumActivity } from '@server/features/forum/forum.service';
import { eraseModerationTraces } from '@server/features/forum/moderation.service';
import { exportLeaderboard, removeFromLeaderboard } from '@server/features/leaderboard/leaderboard.service';
import { exportMoneyPlan } from '@server/features/money-plan/money-plan.service';
import { deleteLegacyHeadshotFile } from '@server/features/mentorship/headshots';
import { eraseMentorshipTraces, exportMentorship, headshotFileOf } from '@server/features/mentorship/meetings.service';
import { exportNotifications } from '@server/features/notifications/notifications.service';
import { exportProgress } from '@server/features/progress/progress.service';
import { exportSavedLists } from '@server/features/saved-lists/saved-lists.service';
import { exportSavedScholarships } from '@server/features/scholarships/scholarships.service';
import { exportAccessLog } from '@server/shared/access-log';

/**
 * Every feature's part of a user's account, for "export my data" and account deletion
 * (features/profile). This file is part of the composition root: it may import every feature,
 * which a feature may not. A feature that stores personal data adds its part here.
 */
export const accountData = {
  async exportSections(db, userId) {
    return {
      progress: await exportProgress(db, userId),
      savedScholarships: await exportSavedScholarships(db, userId),
      savedLists: await exportSavedLists(db, userId),
      feedback: await exportFeedback(db, userId),
      counselorConversations: await exportConversations(db, userId),
      forum: await exportForumActivity(db, userId),
      mentorship: await exportMentorship(db, userId),
      notifications: await exportNotifications(db, userId),
      leaderboard: await exportLeaderboard(db, userId),
      family: await exportFamily(db, userId),
      accessLog: await exportAccessLog(db, userId),
      moneyPlan: await exportMoneyPlan(db, userId),
      classes: await exportClasses(db, userId),
      educatorVerification: await exportEducatorVerification(db, userId),
    };
  },
  // Feedback is kept, stripped of everything that names them; their leaderboard bests leave the counts.
  async eraseTraces(tx, user) {
    await anonymiseFeedback(tx, user);
    await removeFromLeaderboard(tx, user.id);
    await eraseMentorshipTraces(tx, user);
    await eraseModerationTraces(tx, user.id);
    await eraseVerificationTraces(tx, user);
  },
  async filesToRemove(db, userId) {
    const headshot = await headshotFileOf(db, userId);
    // The image row goes with the account (cascade); a file an earlier version wrote goes here.
    return (dataDir) => deleteLegacyHeadshotFile(dataDir, headshot);
  },
} satisfies AccountData<object>;
