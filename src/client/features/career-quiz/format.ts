import type { RowSource } from '../../../domain/catalog/schemas';
import { NOT_REPORTED } from '../../ui/format';

/** BLS projected 10-year change in employment: 6 → "+6%", -3 → "−3%". */
export function formatOutlook(percent: number | null): string {
  if (percent === null) return NOT_REPORTED;
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)}%`;
}

/** An OI score (1-7) to one decimal, as the profile shows it. */
export function formatScore(score: number): string {
  return score.toFixed(1);
}

/** "BLS Occupational Outlook Handbook, 2024" with "(estimate)" when Waypoint derived the figures. */
export function sourceText(source: RowSource): string {
  return `${source.name}, ${source.year}${source.estimate ? ' (Waypoint estimate from this source)' : ''}`;
}
