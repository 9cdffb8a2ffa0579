import { z } from '@domain/zod';
import { COUNSELOR_MODES, counselorSourceSchema, REPLY_STATUSES, type CounselorMetadata } from './schemas';

/*
 * The counselor's answer as the browser reads it (ADR 0035): the chunks of the AI SDK's UI message stream
 * protocol that our server writes (counselor.chat.ts), checked before they touch the page. A chunk of another
 * type is skipped, so a newer server can add some without breaking an older page.
 */

const metadataSchema = z.object({
  answeredBy: z.optional(z.enum([...COUNSELOR_MODES, 'safety'])),
  conversationId: z.optional(z.string()),
  status: z.optional(z.enum(REPLY_STATUSES)),
});

export const counselorStreamChunkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), messageId: z.optional(z.string()), messageMetadata: z.optional(metadataSchema) }),
  z.object({ type: z.literal('text-start'), id: z.string() }),
  z.object({ type: z.literal('text-delta'), id: z.string(), delta: z.string() }),
  z.object({ type: z.literal('text-end'), id: z.string() }),
  z.object({ type: z.literal('data-sources'), data: z.array(counselorSourceSchema) }),
  z.object({ type: z.literal('data-unverified'), data: z.array(z.string()) }),
  z.object({ type: z.literal('error'), errorText: z.string() }),
  z.object({ type: z.literal('finish'), messageMetadata: z.optional(metadataSchema) }),
]);
export type CounselorStreamChunk = z.infer<typeof counselorStreamChunkSchema>;

/** The chunk types above: one that fails its check is a broken stream, not a newer one. */
export const COUNSELOR_CHUNK_TYPES: ReadonlySet<string> = new Set(
  counselorStreamChunkSchema.def.options.map((option) => String(option.shape.type.def.values[0])),
);

// The metadata the stream carries is the messages' own.
const sameMetadata: z.infer<typeof metadataSchema> extends CounselorMetadata ? true : never = true;
void sameMetadata;
