/** 849 → "84.9". Apart from submission.ts, so the leaderboard's page does not load the games' scoring to show a score. */
export const formatPoints = (points: number) => (points / 10).toFixed(1);
