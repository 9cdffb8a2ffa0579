// Shared with the premium recommendations: they live in ui/format.
export { formatOutlook, sourceText } from '@client/ui/format';

/** An OI score (1-7) to one decimal, as the profile shows it. */
export function formatScore(score: number): string {
  return score.toFixed(1);
}
