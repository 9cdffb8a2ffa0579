import {
  VISITOR_HISTORY_MAX,
  type ChatRequest,
  type CounselorContext,
  type CounselorUIMessage,
  type SavedMessage,
} from '@domain/counselor/schemas';
import { errorText } from '@client/shared/i18n/error-text';
import { translator, type Translate } from '@client/shared/i18n/messages';

const HISTORY_TEXT_MAX = 6000;

function textOf(message: CounselorUIMessage): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/**
 * The body of POST /api/counselor/chat for the chat's current messages: the
 * latest question, the student's results and, for a visitor (nothing is saved
 * on the server), the earlier turns from this page.
 */
export function buildChatRequest(
  messages: readonly CounselorUIMessage[],
  options: { conversationId: string | null; signedIn: boolean; context: CounselorContext },
): ChatRequest {
  const lastQuestion = messages.findLastIndex((m) => m.role === 'user');
  const message = lastQuestion >= 0 ? textOf(messages[lastQuestion]!) : '';
  const history = options.signedIn
    ? []
    : messages
        .slice(0, Math.max(lastQuestion, 0))
        .map((m) => ({
          role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
          content: textOf(m).slice(0, HISTORY_TEXT_MAX),
        }))
        .filter((turn) => turn.content.trim() !== '')
        .slice(-VISITOR_HISTORY_MAX);
  return { message, history, context: options.context, ...(options.conversationId ? { conversationId: options.conversationId } : {}) };
}

/** Saved turns as chat messages, with how each reply ended. */
export function toChatMessages(saved: readonly SavedMessage[]): CounselorUIMessage[] {
  return saved.map((message) => ({
    id: message.id,
    role: message.role,
    metadata: message.role === 'assistant' ? { answeredBy: message.answeredBy ?? undefined, status: message.status } : {},
    parts: [
      { type: 'text', text: message.text, state: 'done' },
      ...(message.sources.length ? [{ type: 'data-sources' as const, data: message.sources }] : []),
    ],
  }));
}

/**
 * useChat's error: a stream's error text as it is, or the body of a refused
 * request (`{ error: { code, message, values } }`, e.g. a limit reached), worded from its code.
 */
export function chatErrorMessage(error: Error, t: Translate<'counselor'> = ENGLISH): string {
  try {
    const body = JSON.parse(error.message) as { error?: { code?: string; message?: string; values?: Record<string, string | number> } };
    const { code = '', message, values } = body.error ?? {};
    if (message) return errorText(t, { code, message, ...(values ? { values } : {}) });
  } catch {
    // Not JSON: a message written by the server's stream, or a network failure.
  }
  if (/failed to fetch|networkerror|load failed/i.test(error.message)) return t('counselor.errorUnreachable');
  return error.message || t('counselor.errorGeneric');
}

/** Without a translator (tests), the English texts. */
const ENGLISH: Translate<'counselor'> = translator({
  'counselor.errorUnreachable': 'Could not reach Waypoint. Check your connection and try again.',
  'counselor.errorGeneric': 'Something went wrong. Please try again.',
});
