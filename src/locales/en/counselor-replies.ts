/**
 * What the counselor writes into the chat on the server: its failures, the title of a crisis conversation, and the
 * offline counselor's answers (figures come as values, each sentence or list item is one key). The web app never
 * loads this area; `translate(locale)` in src/server/shared/messages.ts reads it.
 */
export const counselorReplies = {
  'counselor-replies.crisisTitle': 'Getting help',
  'counselor-replies.failure.somethingWrong': 'Something went wrong while answering. Your question is saved: please try again.',
  'counselor-replies.failure.timeout':
    'The AI service took too long to answer, so Waypoint stopped waiting. Your question is saved: please try again.',
  'counselor-replies.failure.busy': 'The AI service is busy right now. Your question is saved: please try again in a minute.',
  'counselor-replies.failure.key':
    'The AI service turned down Waypoint’s access key. Please tell your Waypoint administrator. Your question is saved.',
  'counselor-replies.failure.server':
    'The AI service had a problem (error {status}). Your question is saved: please try again in a moment.',
  'counselor-replies.failure.refused':
    'The AI service could not answer this question (error {status}). Your question is saved: try asking it another way.',
  'counselor-replies.failure.unreachable': 'Waypoint could not reach the AI service. Your question is saved: please try again in a moment.',
  'counselor-replies.failure.unreadable': 'The AI service sent a reply Waypoint could not read. Your question is saved: please try again.',
  'counselor-replies.failure.cutOff':
    'The answer was cut off because the connection to the AI service failed. Your question is saved: please try again.',
};
