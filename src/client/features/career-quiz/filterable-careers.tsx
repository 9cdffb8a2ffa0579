import { useState } from 'react';
import type { LevelMatches } from '@domain/career-quiz/level-matches';
import { CareerFilterBox } from '@client/shared/career-quiz/career-filter-box';
import { NO_FILTER } from '@client/shared/career-quiz/career-list-filter';
import { CatalogSearch } from './catalog-search';
import { CareersByLevel } from './level-matches';

/** The quiz's careers by level with "Find a career in these results" above them, answered from the whole catalog too. */
export function FilterableCareers({ levels }: { levels: readonly LevelMatches[] }) {
  const [filter, setFilter] = useState(NO_FILTER);
  return (
    <>
      <CareerFilterBox onFilter={setFilter} />
      <CatalogSearch query={filter.query} levels={levels} />
      <CareersByLevel levels={levels} filter={filter} />
    </>
  );
}
