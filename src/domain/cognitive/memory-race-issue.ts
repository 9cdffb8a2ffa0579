import { z } from '@domain/zod';
import { MAX_MEMORY_SEED } from './memory-race';

/** POST /api/cognitive/memory-race: a scored game's seed, issued and remembered by the server. */
export const memoryRaceIssueSchema = z.object({
  id: z.uuid(),
  seed: z.int().check(z.minimum(0), z.maximum(MAX_MEMORY_SEED)),
  issuedAt: z.iso.datetime(),
});
export type MemoryRaceIssue = z.infer<typeof memoryRaceIssueSchema>;
