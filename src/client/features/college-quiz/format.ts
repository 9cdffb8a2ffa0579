import type { RowSource } from '@domain/catalog/schemas';

/** "U.S. Department of Education, College Scorecard, 2023-24". */
export function sourceText(source: RowSource): string {
  return `${source.name}, ${source.year}${source.estimate ? ' (figures estimated by Waypoint from this source)' : ''}`;
}
