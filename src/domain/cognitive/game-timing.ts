/*
 * The games' own clocks, shared by the game screens and the leaderboard's
 * plausibility rules (ADR 0016): a result faster than these clocks allow was
 * not played on the page.
 */

/** How long Memory Race shows each digit, by pace; then a blank of MEMORY_DIGIT_GAP_MS. */
export const MEMORY_DIGIT_SHOW_MS = { normal: 1000, slow: 2000 } as const;
export const MEMORY_DIGIT_GAP_MS = 300;
