import { describe, expect, it } from 'vitest';
import { MAX_MEMORY_SEED, memoryRaceDigits } from './memory-race';
import { memoryRaceIssueSchema } from './memory-race-issue';
import { MEMORY_MAX_LEVEL, sequenceLength } from './scoring';

describe('memoryRaceDigits', () => {
  it('is the same for a seed, round and level on every device', () => {
    expect(memoryRaceDigits(42, 0, 1)).toBe(memoryRaceDigits(42, 0, 1));
    expect(memoryRaceDigits(42, 3, 5)).toBe(memoryRaceDigits(42, 3, 5));
  });

  it('shows n + 2 digits at level n, never one digit twice in a row', () => {
    for (let level = 1; level <= MEMORY_MAX_LEVEL; level++) {
      for (const seed of [0, 1, 99_999, MAX_MEMORY_SEED]) {
        const digits = memoryRaceDigits(seed, level, level);
        expect(digits).toMatch(new RegExp(`^\\d{${sequenceLength(level)}}$`));
        expect(digits).not.toMatch(/(\d)\1/);
      }
    }
  });

  it('differs between rounds (a retry of a level gets new digits) and between seeds', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 16; round++) seen.add(memoryRaceDigits(7, round, 10));
    expect(seen.size).toBe(16);
    expect(memoryRaceDigits(7, 0, 10)).not.toBe(memoryRaceDigits(8, 0, 10));
  });
});

describe('memoryRaceIssueSchema', () => {
  const issue = { id: '7d1e4c1a-5b8f-4a57-9d53-2a6f0c2e9b10', seed: 12345, issuedAt: '2026-11-23T10:00:00Z' };

  it('takes a whole unsigned 32-bit seed', () => {
    expect(memoryRaceIssueSchema.parse({ ...issue, seed: MAX_MEMORY_SEED })).toEqual({ ...issue, seed: MAX_MEMORY_SEED });
    expect(memoryRaceIssueSchema.safeParse({ ...issue, seed: 0 }).success).toBe(true);
    for (const seed of [-1, MAX_MEMORY_SEED + 1, 1.5, Number.NaN, '7'])
      expect(memoryRaceIssueSchema.safeParse({ ...issue, seed }).success).toBe(false);
  });
});
