import { Hono } from 'hono';
import { adminRoutes } from '@server/features/admin/admin.routes';
import { analyticsRoutes } from '@server/features/analytics/analytics.routes';
import { insightsRoutes } from '@server/features/analytics/insights.routes';
import { careerQuizRoutes } from '@server/features/career-quiz/career-quiz.routes';
import { careerRoutes, collegeRoutes, majorRoutes } from '@server/features/catalog/catalog.routes';
import { educatorReviewRoutes, educatorRoutes, studentClassRoutes } from '@server/features/classes/classes.routes';
import { caseloadRoutes } from '@server/features/classes/caseload.routes';
import { rosteringRoutes } from '@server/features/classes/rostering.routes';
import { cognitiveRoutes } from '@server/features/cognitive/cognitive.routes';
import { collegeQuizRoutes } from '@server/features/college-quiz/college-quiz.routes';
import { counselorRoutes } from '@server/features/counselor/counselor.routes';
import { accessLogRoutes, familyRoutes } from '@server/features/family/family.routes';
import { feedbackRoutes } from '@server/features/feedback/feedback.routes';
import { forumRoutes } from '@server/features/forum/forum.routes';
import { moderationRoutes } from '@server/features/forum/moderation.routes';
import { leaderboardRoutes } from '@server/features/leaderboard/leaderboard.routes';
import { moneyPlanRoutes } from '@server/features/money-plan/money-plan.routes';
import {
  heldMessageRoutes,
  mailOutboxRoutes,
  meetingReportRoutes,
  professionalReviewRoutes,
} from '@server/features/mentorship/admin.routes';
import { meetingRoutes } from '@server/features/mentorship/meetings.routes';
import { professionalRoutes } from '@server/features/mentorship/professionals.routes';
import { safetyContactRoutes } from '@server/features/mentorship/safety-contacts.routes';
import { notificationRoutes } from '@server/features/notifications/notifications.routes';
import { accountRoutes, meRoutes, profileRoutes } from '@server/features/profile/profile.routes';
import { accountData } from '@server/account-data';
import { accountEvents } from '@server/account-events';
import { progressRoutes } from '@server/features/progress/progress.routes';
import { savedListRoutes } from '@server/features/saved-lists/saved-lists.routes';
import { scholarshipRoutes } from '@server/features/scholarships/scholarships.routes';
import { siteRoutes } from '@server/features/site/site.routes';
import type { AppEnv } from '@server/http/context';
import { signInProviders } from '@server/auth/auth';

/**
 * The URL map of the JSON API: every path under /api, and the router (one per prefix) that serves
 * it. Each router's own paths are relative to its prefix. The type of this app drives the client's
 * typed `hc` calls (ApiType in app.ts). app.ts mounts it at /api after the shared middleware
 * (Origin check, body limits, session); GET /api/health is mounted before that middleware, in app.ts.
 */
export function apiRoutes() {
  return (
    new Hono<AppEnv>()
      // The sign-in buttons' list lives here, not with better-auth, so the client reaches it through `api` too.
      .get('/sign-in-providers', (c) => c.json({ providers: signInProviders(c.var.env) }))
      // The signed-in user (or null), their profile, and their account's export and deletion.
      .route('/me', meRoutes)
      .route('/profile', profileRoutes(accountData, accountEvents))
      .route('/account', accountRoutes(accountData))
      .route('/admin/users', adminRoutes)
      .route('/progress', progressRoutes)
      .route('/scholarships', scholarshipRoutes)
      // Saved careers and colleges, next to saved scholarships.
      .route('/saved', savedListRoutes)
      // The catalog, then the quizzes that match against it.
      .route('/careers', careerRoutes)
      .route('/majors', majorRoutes)
      .route('/colleges', collegeRoutes)
      .route('/matches/interests', careerQuizRoutes)
      .route('/matches/colleges', collegeQuizRoutes)
      .route('/site', siteRoutes)
      .route('/feedback', feedbackRoutes)
      // Mentorship: the directory and applications, meetings, safety contacts, and their administration.
      .route('/professionals', professionalRoutes)
      .route('/meetings', meetingRoutes)
      .route('/safety-contacts', safetyContactRoutes)
      .route('/admin/professionals', professionalReviewRoutes)
      .route('/admin/meeting-reports', meetingReportRoutes)
      .route('/admin/meeting-messages', heldMessageRoutes)
      .route('/admin/mail-outbox', mailOutboxRoutes)
      .route('/notifications', notificationRoutes)
      .route('/cognitive', cognitiveRoutes)
      .route('/analytics', analyticsRoutes)
      .route('/admin/insights', insightsRoutes)
      .route('/counselor', counselorRoutes)
      .route('/forum', forumRoutes)
      .route('/admin/moderation', moderationRoutes)
      .route('/leaderboard', leaderboardRoutes)
      // Parents linked to their child by the child's invite, and the student's access log.
      .route('/family', familyRoutes)
      .route('/access-log', accessLogRoutes)
      .route('/money-plan', moneyPlanRoutes)
      // Verified educators' classes, students joining them, and the educators' verification queue.
      .route('/educator', educatorRoutes)
      .route('/educator/caseload', caseloadRoutes)
      .route('/classes', studentClassRoutes)
      .route('/admin/educators', educatorReviewRoutes)
      // OneRoster imports from a school's student information system (administrators, verified educators).
      .route('/rostering', rosteringRoutes)
  );
}

/**
 * Routes that take a raw image body or a multipart upload instead of JSON (PUT /professionals/me/headshot and
 * POST /rostering/imports set their own size limits); app.ts exempts them from the JSON-only body rules.
 */
export const UPLOAD_PATHS = ['/api/professionals/me/headshot', '/api/rostering/imports'];
