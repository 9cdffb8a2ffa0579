import type { UIMessage } from 'ai';
import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { socCodeSchema } from '../catalog/schemas';

/*
 * The AI counselor: what the client sends with each question and
 * what comes back. The student's results travel with every request (visitors
 * keep them only in this browser); the server validates them here and passes
 * the model figures and codes only, never a name, e-mail or account id.
 */

export const COUNSELOR_QUESTION_MAX = 1000;
/** Earlier turns a visitor's page sends back (signed-in users' history is read from the database). */
export const VISITOR_HISTORY_MAX = 20;
/** College matches sent along (the college quiz keeps a short list). */
export const COLLEGE_LIMIT = 20;
const HISTORY_TEXT_MAX = 6000;

const riasecScore = z.number().check(z.minimum(0), z.maximum(7));
/** Cognitive scores are normalised to 0-100. */
const cognitiveScore = z.optional(z.number().check(z.minimum(0), z.maximum(100)));

export const counselorContextSchema = z.object({
  interests: z.optional(
    z.object({
      hollandCode: z.optional(z.string().check(z.regex(/^[RIASEC]{1,6}$/))),
      profile: z.optional(z.object({ R: riasecScore, I: riasecScore, A: riasecScore, S: riasecScore, E: riasecScore, C: riasecScore })),
      topMajors: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(10)), []),
      topCareerCodes: z._default(z.array(socCodeSchema).check(z.maxLength(20)), []),
    }),
  ),
  colleges: z.optional(
    z
      .array(z.object({ unitId: z.int().check(z.positive()), name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }))
      .check(z.maxLength(COLLEGE_LIMIT)),
  ),
  finances: z.optional(
    z.object({
      monthlyIncome: z.number().check(z.minimum(0), z.maximum(1_000_000)),
      plannedDebt: z.number().check(z.minimum(0), z.maximum(10_000_000)),
      level: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    }),
  ),
  cognitive: z.optional(
    z.object({
      vocabulary: cognitiveScore,
      working_memory: cognitiveScore,
      processing_speed: cognitiveScore,
      logical_reasoning: cognitiveScore,
      pattern_recognition: cognitiveScore,
      problem_solving: cognitiveScore,
      attention_span: cognitiveScore,
      creativity: cognitiveScore,
      analytical_thinking: cognitiveScore,
      overall_score: cognitiveScore,
    }),
  ),
});
export type CounselorContext = z.infer<typeof counselorContextSchema>;

export const historyTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(HISTORY_TEXT_MAX)),
});
export type HistoryTurn = z.infer<typeof historyTurnSchema>;

/** The question's error codes, the same in the chat (before sending) and in the server's 400; the catalogs word them. */
export const QUESTION_MESSAGES = {
  empty: 'counselor.question_empty',
  tooLong: 'counselor.question_too_long',
} as const satisfies Record<string, ErrorCode>;

/** POST /api/counselor/chat */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .check(z.trim(), z.minLength(1, QUESTION_MESSAGES.empty), z.maxLength(COUNSELOR_QUESTION_MAX, QUESTION_MESSAGES.tooLong)),
  /** A saved conversation to continue (signed in only). */
  conversationId: z.optional(z.uuid('That conversation id is not valid.')),
  /** A visitor's earlier turns, kept only in their page. Ignored when continuing a saved conversation. */
  history: z._default(
    z.array(historyTurnSchema).check(z.maxLength(VISITOR_HISTORY_MAX, `Send at most ${VISITOR_HISTORY_MAX} earlier messages.`)),
    [],
  ),
  context: z._default(counselorContextSchema, {}),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** Where a figure in an answer came from. */
export const counselorSourceSchema = z.object({
  /** What the source was used for, e.g. "Career: Electricians". */
  label: z.string(),
  /** The dataset or publisher, e.g. "BLS Occupational Employment and Wage Statistics, May 2024". */
  name: z.string(),
  year: z.nullable(z.string()),
  /** An absolute URL, or a Waypoint page ("/financial-expectations") for Waypoint's own rules. */
  url: z.string().check(z.regex(/^(https?:\/\/|\/)/)),
  /** Waypoint derived the figure (e.g. a median across institutions). */
  estimate: z.boolean(),
});
export type CounselorSource = z.infer<typeof counselorSourceSchema>;

export const COUNSELOR_MODES = ['ai', 'offline'] as const;
export type CounselorMode = (typeof COUNSELOR_MODES)[number];

/** How a reply ended: finished, stopped by the student, or cut by an error (partial text kept). */
export const REPLY_STATUSES = ['complete', 'stopped', 'error'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

export type CounselorMetadata = {
  /** Who answered: the configured model, the offline counselor, or the crisis reply (no model involved). */
  answeredBy?: CounselorMode | 'safety';
  /** The saved conversation this turn belongs to (signed-in users). */
  conversationId?: string;
  /** Set on replies loaded from history: how the reply ended. */
  status?: ReplyStatus;
};

export type CounselorDataParts = {
  sources: CounselorSource[];
  /** Dollar figures in a model's answer that no tool result or student result contains. */
  unverified: string[];
};

export type CounselorUIMessage = UIMessage<CounselorMetadata, CounselorDataParts>;

/** GET /api/counselor/status */
export type CounselorStatus = {
  mode: CounselorMode;
  /** Saved conversations are available (signed in). */
  history: boolean;
};

export type ConversationSummary = { id: string; title: string; createdAt: string; updatedAt: string };

export type SavedMessage = {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  sources: CounselorSource[];
  status: ReplyStatus;
  answeredBy: CounselorMode | 'safety' | null;
  createdAt: string;
};

export type ConversationDetail = ConversationSummary & { messages: SavedMessage[] };

/** A conversation's title: the first question, shortened at a word boundary. */
export function conversationTitle(question: string, max = 80): string {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
