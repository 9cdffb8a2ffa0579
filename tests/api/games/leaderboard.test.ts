import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRaceDigits } from '@domain/cognitive/memory-race';
import { generatePuzzles } from '@domain/cognitive/puzzles';
import { scoreLogicPuzzles, scoreMemoryRace, scoreWordWeaver, type MemoryRound } from '@domain/cognitive/scoring';
import { VERDICT_MESSAGES } from '@domain/cognitive/word-weaver';
import { NICKNAME_MESSAGES } from '@domain/leaderboard/profile';
import { englishErrorText } from '@server/shared/messages';
import { minMemoryRaceMs, SUBMISSION_MESSAGES, toPoints } from '@domain/leaderboard/submission';
import { gameScores, leaderboardScoreCounts, memoryRaceSequences, users } from '@server/db/schema';
import { MEMORY_RACE_MESSAGES } from '@server/shared/games/memory-race';
import { possibleWords } from '@server/shared/games/word-list';
import { LEADERBOARD_SERVER_MESSAGES } from '@server/features/leaderboard/leaderboard.service';
import { signInWithProfile, startTestServer, type CookieClient, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Submitted = { id: string; game: string; score: number; achievedAt: string; newBest: boolean; best: number };
type Top = {
  game: string;
  players: number;
  entries: { rank: number; nickname: string; score: number; achievedAt: string; isYou: boolean }[];
};
type Me = {
  profile: { optedIn: boolean; nickname: string | null };
  games: {
    game: string;
    best: number;
    achievedAt: string;
    standing: { rank: number; total: number; topPercent: number; beatPercent: number } | null;
  }[];
};

let userCounter = 0;
async function newPlayer(name = 'Lena Board') {
  userCounter += 1;
  const email = `leaderboard.${userCounter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name, email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, email, userId: user!.id };
}

const submit = (client: CookieClient, body: unknown) => client.json('/api/leaderboard/scores', 'POST', body);
const optIn = (client: CookieClient, nickname: string) => client.json('/api/leaderboard/profile', 'PUT', { optedIn: true, nickname });
const readJson = async <T>(response: Response) => (await response.json()) as T;

// --- finished games, played at a human pace ---

const DIGITS = '0123456789012345678';
const NOT_ISSUED = '00000000-0000-4000-8000-000000000000';
/** Levels 1..`levels` right, then two mistakes (or the end after level 15); the digits the seed gives, or made up without one. */
function memoryRace(levels: number, issued: { id: string; seed: number } | null = null) {
  const rounds: MemoryRound[] = [];
  const digits = (index: number, level: number) => (issued ? memoryRaceDigits(issued.seed, index, level) : DIGITS.slice(0, level + 2));
  for (let level = 1; level <= levels; level++) {
    const shown = digits(rounds.length, level);
    rounds.push({ level, shown, typed: shown, recallMs: 3000 });
  }
  if (levels < 15) {
    for (let miss = 0; miss < 2; miss++)
      rounds.push({ level: levels + 1, shown: digits(rounds.length, levels + 1), typed: '', recallMs: 3000 });
  }
  const scored = scoreMemoryRace(rounds);
  return {
    game: 'memory-race',
    sequenceId: issued?.id ?? NOT_ISSUED,
    rounds,
    maxLevel: scored.maxLevel,
    accuracy: scored.accuracy,
    durationMs: minMemoryRaceMs(rounds) + 10_000,
  };
}

const issueMemoryRace = async (client: CookieClient) =>
  readJson<{ id: string; seed: number; issuedAt: string }>(await client.json('/api/cognitive/memory-race', 'POST', {}));

/** Moves a seed's issue back in time, as if the game had been played since then. */
const issuedAgo = (id: string, ms: number) =>
  server.db
    .update(memoryRaceSequences)
    .set({ issuedAt: new Date(Date.now() - ms) })
    .where(eq(memoryRaceSequences.id, id));

/** A Memory Race game on digits the server issued, sent as long after the issue as the game lasted. */
async function playedMemoryRace(client: CookieClient, levels: number) {
  const play = memoryRace(levels, await issueMemoryRace(client));
  await issuedAgo(play.sequenceId, play.durationMs);
  return play;
}

const SEED = 777;
function logicPuzzles(solved: number) {
  const answers = generatePuzzles(SEED).map((puzzle, index) => ({
    kind: puzzle.kind,
    difficulty: puzzle.difficulty,
    correct: index < solved,
    ms: 9000,
  }));
  const scored = scoreLogicPuzzles(SEED, answers);
  return {
    game: 'logic-puzzles',
    seed: SEED,
    answers,
    puzzlesSolved: scored.puzzlesSolved,
    accuracy: scored.accuracy,
    durationMs: 120_000,
  };
}

const LETTERS = 'ehcetar'; // "teacher", shuffled
async function wordWeaver(words = ['tea', 'each', 'teach', 'cheater']) {
  const possible = await possibleWords(LETTERS);
  const scored = scoreWordWeaver({ letters: LETTERS, words, attempts: words.length, possibleWords: possible, durationMs: 90_000 });
  return {
    game: 'word-weaver',
    letters: LETTERS,
    words,
    attempts: words.length,
    possibleWords: possible,
    durationMs: 90_000,
    wordsFound: scored.wordsFound,
    averageWordLength: scored.averageWordLength,
    longestWord: scored.longestWord,
  };
}

describe('signed out', () => {
  it.each([
    ['POST', '/api/leaderboard/scores'],
    ['POST', '/api/cognitive/memory-race'],
    ['GET', '/api/leaderboard'],
    ['GET', '/api/leaderboard/memory-race'],
    ['GET', '/api/leaderboard/me'],
    ['PUT', '/api/leaderboard/profile'],
  ])('%s %s answers 401', async (method, path) => {
    const { client } = await newPlayer();
    await client.fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const response = await client.json(path, method, method === 'GET' ? undefined : memoryRace(3));
    expect(response.status).toBe(401);
  });
});

describe('POST /api/leaderboard/scores', () => {
  it('scores the raw play on the server and ignores the scores the client sent', async () => {
    const { client } = await newPlayer();
    const play = await playedMemoryRace(client, 4);
    const response = await submit(client, { ...play, working_memory: 100, overall_score: 100, score: 1000 });
    expect(response.status).toBe(201);
    const body = await readJson<Submitted>(response);
    expect(body).toMatchObject({ game: 'memory-race', score: toPoints(scoreMemoryRace(play.rounds).overall_score), newBest: true });
    expect(body.score).toBeLessThan(1000);
    const [row] = await server.db.select().from(gameScores).where(eq(gameScores.id, body.id));
    expect(row).toMatchObject({ score: body.score, durationMs: play.durationMs });
    expect(row!.play).not.toHaveProperty('overall_score');
  });

  it('keeps the best score: a worse game is stored but does not lower it', async () => {
    const { client } = await newPlayer();
    const good = await readJson<Submitted>(await submit(client, await playedMemoryRace(client, 6)));
    const worse = await readJson<Submitted>(await submit(client, await playedMemoryRace(client, 2)));
    expect(worse.newBest).toBe(false);
    expect(worse.best).toBe(good.score);
    let me = await readJson<Me>(await client.fetch('/api/leaderboard/me'));
    expect(me.games.find((entry) => entry.game === 'memory-race')?.best).toBe(good.score);
    const total = me.games.find((entry) => entry.game === 'memory-race')?.standing?.total;

    // A better game moves the best; the player still counts once.
    const better = await readJson<Submitted>(await submit(client, await playedMemoryRace(client, 9)));
    expect(better).toMatchObject({ newBest: true, best: better.score });
    expect(better.score).toBeGreaterThan(good.score);
    me = await readJson<Me>(await client.fetch('/api/leaderboard/me'));
    expect(me.games.find((entry) => entry.game === 'memory-race')).toMatchObject({ best: better.score, standing: { total } });
  });

  it('refuses a made-up perfect Memory Race: only the digits Waypoint sent count, once, and not sooner than they take to play', async () => {
    const { client, userId } = await newPlayer();
    const expectRefused = async (body: unknown, status: number, field: string | null, message: string) => {
      const response = await submit(client, body);
      expect(response.status).toBe(status);
      const { error } = await readJson<ErrorBody>(response);
      expect(field ? error.fields?.[field] : error.message).toBe(message);
    };
    // Made up: no issued game, or an issued one with other digits.
    await expectRefused(memoryRace(15), 400, 'sequenceId', MEMORY_RACE_MESSAGES.unknown);
    const issued = await issueMemoryRace(client);
    await issuedAgo(issued.id, 60 * 60_000);
    await expectRefused({ ...memoryRace(15), sequenceId: issued.id }, 400, 'rounds.0.shown', SUBMISSION_MESSAGES.notIssuedDigits);
    // The right digits, sent back sooner than they take to show and type.
    const fresh = await issueMemoryRace(client);
    await expectRefused(memoryRace(15, fresh), 400, 'durationMs', SUBMISSION_MESSAGES.playedBeforeIssued);
    // Someone else's game, and a game issued more than two hours ago.
    const other = await newPlayer('Otto Other');
    const theirs = await issueMemoryRace(other.client);
    await issuedAgo(theirs.id, 60 * 60_000);
    await expectRefused(memoryRace(3, theirs), 400, 'sequenceId', MEMORY_RACE_MESSAGES.unknown);
    const stale = await issueMemoryRace(client);
    await issuedAgo(stale.id, 3 * 60 * 60_000);
    await expectRefused(memoryRace(3, stale), 400, 'sequenceId', MEMORY_RACE_MESSAGES.expired);
    expect(await server.db.select().from(gameScores).where(eq(gameScores.userId, userId))).toEqual([]);

    // Played for real, it counts once.
    const real = await playedMemoryRace(client, 15);
    const accepted = await submit(client, real);
    expect(accepted.status).toBe(201);
    expect((await readJson<Submitted>(accepted)).score).toBe(toPoints(scoreMemoryRace(real.rounds).overall_score));
    await expectRefused(real, 409, null, MEMORY_RACE_MESSAGES.used);
  });

  it('issues Memory Race seeds to signed-in players only, each one new', async () => {
    const { client, userId } = await newPlayer();
    const first = await client.json('/api/cognitive/memory-race', 'POST', {});
    expect(first.status).toBe(201);
    const a = await readJson<{ id: string; seed: number; issuedAt: string }>(first);
    const b = await issueMemoryRace(client);
    expect(a.id).not.toBe(b.id);
    expect(Number.isInteger(a.seed) && a.seed >= 0 && a.seed <= 0xffff_ffff).toBe(true);
    expect(Date.parse(a.issuedAt)).toBeLessThanOrEqual(Date.now());
    const rows = await server.db.select().from(memoryRaceSequences).where(eq(memoryRaceSequences.userId, userId));
    expect(rows.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('accepts a Word Weaver round whose words are all in the list', async () => {
    const { client } = await newPlayer();
    const response = await submit(client, await wordWeaver());
    expect(response.status).toBe(201);
  });

  const badGames: [string, () => Promise<unknown> | unknown, string, string][] = [
    [
      'a memory level above 15',
      () => ({ ...memoryRace(3), rounds: [{ level: 16, shown: DIGITS.slice(0, 18), typed: '', recallMs: 3000 }] }),
      'rounds.0.level',
      SUBMISSION_MESSAGES.level,
    ],
    ['a highest level above 15', () => ({ ...memoryRace(3), maxLevel: 16 }), 'maxLevel', SUBMISSION_MESSAGES.maxLevel],
    ['accuracy above 100', () => ({ ...memoryRace(3), accuracy: 100.5 }), 'accuracy', SUBMISSION_MESSAGES.accuracy],
    [
      'accuracy that does not match the rounds',
      () => ({ ...memoryRace(3), accuracy: 99 }),
      'accuracy',
      SUBMISSION_MESSAGES.accuracyMismatch,
    ],
    ['more than 10 puzzles solved', () => ({ ...logicPuzzles(5), puzzlesSolved: 11 }), 'puzzlesSolved', SUBMISSION_MESSAGES.puzzlesSolved],
    [
      'puzzles solved that do not match the answers',
      () => ({ ...logicPuzzles(5), puzzlesSolved: 6 }),
      'puzzlesSolved',
      SUBMISSION_MESSAGES.solvedMismatch,
    ],
    [
      'words found that do not match the words',
      async () => ({ ...(await wordWeaver()), wordsFound: 9 }),
      'wordsFound',
      SUBMISSION_MESSAGES.wordsFoundMismatch,
    ],
    ['a word that is not in the list', async () => wordWeaver(['tea', 'teahc']), 'words.1', VERDICT_MESSAGES['not-a-word']],
    [
      'letters that are not a letter set',
      async () => ({ ...(await wordWeaver(['tea'])), letters: 'eatxxxx', possibleWords: 5 }),
      'letters',
      LEADERBOARD_SERVER_MESSAGES.notALetterSet,
    ],
    [
      'a word count that does not match the set',
      async () => ({ ...(await wordWeaver(['tea'])), possibleWords: 5 }),
      'possibleWords',
      LEADERBOARD_SERVER_MESSAGES.possibleWordsMismatch,
    ],
    ['an unknown game', () => ({ ...memoryRace(3), game: 'chess' }), 'game', SUBMISSION_MESSAGES.game],
  ];
  it.each(badGames)('rejects %s with 400 and the field message', async (_case, build, field, message) => {
    const { client } = await newPlayer();
    const response = await submit(client, await build());
    expect(response.status).toBe(400);
    const body = await readJson<ErrorBody>(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.[field]).toBe(message);
  });

  const tooFast: [string, () => Promise<unknown> | unknown, string, string][] = [
    [
      'Memory Race shorter than its digits take to show',
      () => ({ ...memoryRace(5), durationMs: 5000 }),
      'durationMs',
      SUBMISSION_MESSAGES.memoryTooFast,
    ],
    [
      'digits recalled faster than anyone types',
      () => ({ ...memoryRace(1), rounds: memoryRace(1).rounds.map((round) => ({ ...round, recallMs: 100 })) }),
      'rounds.0.recallMs',
      SUBMISSION_MESSAGES.recallTooFast,
    ],
    [
      'a puzzle answered in 0.2 s',
      () => ({ ...logicPuzzles(5), answers: logicPuzzles(5).answers.map((answer) => ({ ...answer, ms: 200 })) }),
      'answers.0.ms',
      SUBMISSION_MESSAGES.answerTooFast,
    ],
    [
      'Word Weaver words typed in no time',
      async () => ({ ...(await wordWeaver()), durationMs: 500 }),
      'durationMs',
      SUBMISSION_MESSAGES.wordWeaverTooFast,
    ],
  ];
  it.each(tooFast)('rejects %s as faster than humanly possible', async (_case, build, field, message) => {
    const { client } = await newPlayer();
    const response = await submit(client, await build());
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).error.fields?.[field]).toBe(message);
  });

  it('rate-limits submissions with 429 and a clear message', async () => {
    const { client } = await newPlayer();
    for (let i = 0; i < 12; i++) expect((await submit(client, { ...memoryRace(1), durationMs: 1 })).status).toBe(400);
    const limited = await submit(client, memoryRace(1));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson<ErrorBody>(limited)).error.message).toMatch(/a lot of game scores in a short time/);
  });
});

describe('rankings (logic puzzles)', () => {
  it('orders by best score, shares ranks on ties (first to reach it listed first) and counts players who are not listed', async () => {
    const hidden = await newPlayer('Hidden Hana');
    const ace = await newPlayer('Abe Anders');
    const tieFirst = await newPlayer('Tia First');
    const tieSecond = await newPlayer('Tom Second');
    for (const [player, nickname] of [
      [ace, 'PuzzleAce'],
      [tieFirst, 'QuickFox'],
      [tieSecond, 'SlowOwl'],
    ] as const) {
      expect((await optIn(player.client, nickname)).status).toBe(200);
    }
    expect((await submit(hidden.client, logicPuzzles(10))).status).toBe(201);
    expect((await submit(ace.client, logicPuzzles(8))).status).toBe(201);
    expect((await submit(tieFirst.client, logicPuzzles(5))).status).toBe(201);
    expect((await submit(tieSecond.client, logicPuzzles(5))).status).toBe(201);

    const top = await readJson<Top>(await tieSecond.client.fetch('/api/leaderboard/logic-puzzles'));
    expect(top.players).toBe(4);
    expect(top.entries.map(({ rank, nickname, isYou }) => ({ rank, nickname, isYou }))).toEqual([
      { rank: 2, nickname: 'PuzzleAce', isYou: false },
      { rank: 3, nickname: 'QuickFox', isYou: false },
      { rank: 3, nickname: 'SlowOwl', isYou: true },
    ]);
    // Nicknames only: no names, e-mails or ids.
    const raw = JSON.stringify(top);
    for (const secret of ['Hidden Hana', 'Abe Anders', ace.email, ace.userId]) expect(raw).not.toContain(secret);

    const me = await readJson<Me>(await tieSecond.client.fetch('/api/leaderboard/me'));
    expect(me.profile).toEqual({ optedIn: true, nickname: 'SlowOwl' });
    expect(me.games.find((entry) => entry.game === 'logic-puzzles')?.standing).toEqual({
      rank: 3,
      total: 4,
      topPercent: 75,
      beatPercent: 0,
    });
    const hiddenMe = await readJson<Me>(await hidden.client.fetch('/api/leaderboard/me'));
    expect(hiddenMe.profile).toEqual({ optedIn: false, nickname: null });
    expect(hiddenMe.games.find((entry) => entry.game === 'logic-puzzles')?.standing).toEqual({
      rank: 1,
      total: 4,
      topPercent: 25,
      beatPercent: 75,
    });

    // Opting in lists the player's existing best at once; opting out removes it and forgets the nickname.
    expect((await optIn(hidden.client, 'TopSecret')).status).toBe(200);
    let list = await readJson<Top>(await ace.client.fetch('/api/leaderboard/logic-puzzles'));
    expect(list.entries[0]).toMatchObject({ rank: 1, nickname: 'TopSecret' });
    const out = await hidden.client.json('/api/leaderboard/profile', 'PUT', { optedIn: false });
    expect(await readJson(out)).toEqual({ optedIn: false, nickname: null });
    list = await readJson<Top>(await ace.client.fetch('/api/leaderboard/logic-puzzles'));
    expect(list.entries.map((entry) => entry.nickname)).toEqual(['PuzzleAce', 'QuickFox', 'SlowOwl']);

    // Deleting the account takes the player out of every count.
    expect((await hidden.client.fetch('/api/account', { method: 'DELETE' })).status).toBe(204);
    const after = await readJson<Me>(await tieSecond.client.fetch('/api/leaderboard/me'));
    expect(after.games.find((entry) => entry.game === 'logic-puzzles')?.standing).toEqual({
      rank: 2,
      total: 3,
      topPercent: 67,
      beatPercent: 0,
    });
    const counts = await server.db.select().from(leaderboardScoreCounts).where(eq(leaderboardScoreCounts.game, 'logic-puzzles'));
    expect(counts.reduce((sum, row) => sum + row.players, 0)).toBe(3);
  });

  it('answers an empty list for a game nobody listed and 400 for an unknown game', async () => {
    const { client } = await newPlayer();
    const top = await readJson<Top>(await client.fetch('/api/leaderboard'));
    expect(top.game).toBe('word-weaver');
    expect(Array.isArray(top.entries)).toBe(true);
    const unknown = await client.fetch('/api/leaderboard/chess');
    expect(unknown.status).toBe(400);
    expect((await readJson<ErrorBody>(unknown)).error.fields).toEqual({ game: SUBMISSION_MESSAGES.game });
  });
});

describe('PUT /api/leaderboard/profile', () => {
  it.each([
    ['bad characters', 'sam@example.org', NICKNAME_MESSAGES.characters],
    ['too short', 'ab', NICKNAME_MESSAGES.length],
    ['a phone number', 'Call 5551234', NICKNAME_MESSAGES.contact],
    ['an official name', 'WaypointAdmin', NICKNAME_MESSAGES.blocked],
    ['profanity', 'sh1thead', NICKNAME_MESSAGES.blocked],
    ['the real name', 'Lena_Rocks', NICKNAME_MESSAGES.realName],
  ])('rejects %s with 400 and the field message', async (_case, nickname, message) => {
    const { client } = await newPlayer('Lena Board');
    const response = await optIn(client, nickname);
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).error.fields).toEqual({ nickname: englishErrorText(message) });
  });

  it('keeps nicknames unique, ignoring case: 409 with a clear message', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    expect((await optIn(first.client, 'Star Gazer')).status).toBe(200);
    const taken = await optIn(second.client, 'STAR gazer');
    expect(taken.status).toBe(409);
    expect((await readJson<ErrorBody>(taken)).error).toEqual({
      code: 'nickname_taken',
      message: englishErrorText(NICKNAME_MESSAGES.taken),
      fields: { nickname: englishErrorText(NICKNAME_MESSAGES.taken) },
    });
    // The owner may change the case of their own nickname.
    expect((await optIn(first.client, 'STAR GAZER')).status).toBe(200);
  });

  it('needs a nickname to opt in', async () => {
    const { client } = await newPlayer();
    const response = await client.json('/api/leaderboard/profile', 'PUT', { optedIn: true });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).error.fields).toEqual({ nickname: englishErrorText(NICKNAME_MESSAGES.required) });
  });
});

describe('account', () => {
  it('exports the leaderboard settings and every game score', async () => {
    const { client } = await newPlayer();
    expect((await optIn(client, 'Export Eagle')).status).toBe(200);
    expect((await submit(client, await playedMemoryRace(client, 2))).status).toBe(201);
    const exported = await readJson<{
      leaderboard: { profile: { nickname: string; optedIn: boolean }; scores: { game: string; play: unknown }[] };
    }>(await client.fetch('/api/account/export'));
    expect(exported.leaderboard.profile).toMatchObject({ nickname: 'Export Eagle', optedIn: true });
    expect(exported.leaderboard.scores).toHaveLength(1);
    expect(exported.leaderboard.scores[0]).toMatchObject({ game: 'memory-race', play: { game: 'memory-race' } });
  });
});
