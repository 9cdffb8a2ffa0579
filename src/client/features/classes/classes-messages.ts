import {
  CLASS_NAME_MESSAGE,
  DUE_DATE_MESSAGE,
  GRADE_LEVEL_MESSAGE,
  JOIN_ONE_OF_MESSAGE,
  REASON_MESSAGE,
  SCHOOL_MESSAGE,
  SCHOOL_YEAR_MESSAGE,
} from '@domain/classes/schemas';
import { INVITE_CODE_MESSAGE, INVITE_TOKEN_MESSAGE } from '@domain/family/invite';
import type { KnownMessages } from '@client/shared/i18n/known-messages';

/** The English texts (zod schemas, the classes API's answers) the classes pages can show, and their keys. */
export const CLASSES_MESSAGES: KnownMessages<'classes'> = {
  [CLASS_NAME_MESSAGE]: 'classes.msgClassName',
  [SCHOOL_YEAR_MESSAGE]: 'classes.msgSchoolYear',
  [GRADE_LEVEL_MESSAGE]: 'classes.msgGradeLevel',
  [JOIN_ONE_OF_MESSAGE]: 'classes.msgJoinOneOf',
  [DUE_DATE_MESSAGE]: 'classes.msgDueDate',
  [SCHOOL_MESSAGE]: 'classes.msgSchool',
  [REASON_MESSAGE]: 'classes.msgReason',
  [INVITE_CODE_MESSAGE]: 'classes.msgInviteCode',
  [INVITE_TOKEN_MESSAGE]: 'classes.msgInviteToken',
  'A reminder for this assignment was already sent in the last 24 hours. Try again tomorrow.': 'classes.msgReminderTooSoon',
  'No class matches that code. Check it with your teacher (it looks like ABCD-EF23).': 'classes.msgNoSuchClass',
  'Only a student account can join a class.': 'classes.msgStudentsOnly',
  'This class is archived. Restore it before you change it.': 'classes.msgArchivedChange',
  'This class is archived. Restore it before you set work.': 'classes.msgArchivedWork',
  'An administrator revoked your verification. Contact the Waypoint administrators.': 'classes.msgRevoked',
  'Your educator account is already verified.': 'classes.msgAlreadyVerified',
};
