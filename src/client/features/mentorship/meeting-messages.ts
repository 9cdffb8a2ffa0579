import type { MeetingStatus } from '@domain/mentorship/schemas';
import { translateKnown, type KnownMessages } from '@client/shared/i18n/known-messages';
import type { Translate } from '@client/shared/i18n/messages';

/** The English 4xx texts of the meeting routes (src/server/features/mentorship) and of the message and report schemas, with their keys. */
export const MEETING_MESSAGES: KnownMessages<'mentorship'> = {
  'This meeting is closed; no new messages can be posted.': 'mentorship.s_meetingClosed',
  'Administrators read meetings for review but do not post in them.': 'mentorship.s_adminsNoPost',
  'Only the people in this meeting can see it.': 'mentorship.s_onlyPeople',
  'The other side of the meeting makes that decision.': 'mentorship.s_otherSide',
  'Only the student and the professional can change this meeting.': 'mentorship.s_onlyStudentPro',
  'This professional is not currently approved for meetings.': 'mentorship.s_proNotApproved',
  'That time has passed. Ask for a new time instead.': 'mentorship.s_timePassed',
  'Choose a different time': 'mentorship.s_differentTime',
  'No meeting was found.': 'mentorship.s_noMeeting',
  'No confirmed meeting was found.': 'mentorship.s_noConfirmed',
  'You are sending messages very fast. Please wait a few minutes.': 'mentorship.s_tooFast',
  'A message is required': 'mentorship.s_messageRequired',
  'A message must be at most 2000 characters': 'mentorship.s_messageMax',
  'What happened is required': 'mentorship.s_reportRequired',
  'What happened must be at most 1000 characters': 'mentorship.s_reportMax',
  'You do not have permission to do that.': 'mentorship.s_forbidden',
  'Too many requests. Please wait a moment and try again.': 'mentorship.s_tooMany',
  'This message was already released.': 'mentorship.s_alreadyReleased',
  'This message was already rejected.': 'mentorship.s_alreadyRejected',
  'That time has just been booked. Please choose another time.': 'mentorship.msgSlotTaken',
  'The student already has a meeting at that time.': 'mentorship.msgStudentClash',
  'Choose one of the offered times': 'mentorship.chooseOfferedTime',
};

/** A meeting status as the API words it inside a sentence ("requested"), in the active language. */
export const STATUS_IN_SENTENCE = {
  requested: 'mentorship.st_requested',
  rescheduled: 'mentorship.st_rescheduled',
  accepted: 'mentorship.st_accepted',
  declined: 'mentorship.st_declined',
  cancelled: 'mentorship.st_cancelled',
  done: 'mentorship.st_done',
} as const satisfies Record<MeetingStatus, string>;

/** A status word in the active language; an unknown one as it came. */
export const statusInSentence = (t: Translate<'mentorship'>, status: string) =>
  Object.hasOwn(STATUS_IN_SENTENCE, status) ? t(STATUS_IN_SENTENCE[status as MeetingStatus]) : status;

const MEETING_IS = /^This meeting is (\w+)( and has started)?, so that is not possible now\.$/;

/** A server message on the meeting page in the active language (the English stays exact); an unknown text as it came. */
export function meetingMessage(t: Translate<'mentorship'>, text: string): string {
  const match = MEETING_IS.exec(text);
  if (match?.[1] && Object.hasOwn(STATUS_IN_SENTENCE, match[1])) {
    return t(match[2] ? 'mentorship.s_meetingIsStarted' : 'mentorship.s_meetingIs', { status: statusInSentence(t, match[1]) });
  }
  return translateKnown(t, MEETING_MESSAGES, text);
}
