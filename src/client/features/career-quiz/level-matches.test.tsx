import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAINING_COSTS } from '@data/training-costs';
import { CAREERS } from '@data/careers';
import { bestMatchesByLevel, LEVEL_MATCH_LIMIT } from '@domain/career-quiz/level-matches';
import { MemoryRouter } from '@client/shared/routing';
import { CareersByLevel } from './level-matches';

afterEach(cleanup);

const HANDS_ON = { R: 7, I: 6, A: 2, S: 2, E: 2, C: 2 };

describe('CareersByLevel', () => {
  it('shows the four levels, each career with its route, time and typical cost', () => {
    render(
      <MemoryRouter>
        <CareersByLevel levels={bestMatchesByLevel(HANDS_ON, CAREERS, TRAINING_COSTS)} />
      </MemoryRouter>,
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['No degree: on-the-job training or apprenticeship', 'Certificate or associate', "Bachelor's", 'Graduate']);
    const certificate = screen.getByRole('region', { name: 'Certificate or associate' });
    const first = within(certificate).getAllByRole('listitem')[0]!;
    expect(first.textContent).toMatch(/Training route/);
    expect(first.textContent).toMatch(/\$7,230 a year: Typical net price a year at a public 2-year college \(estimate\)/);
    const noDegree = screen.getByRole('region', { name: 'No degree: on-the-job training or apprenticeship' });
    expect(within(noDegree).getAllByRole('listitem')).toHaveLength(LEVEL_MATCH_LIMIT);
    expect(screen.getByRole('region', { name: 'Graduate' }).textContent).toContain('Typical costnot reported');
    // Every career links to its public page.
    expect(within(noDegree).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/careers\/\d{2}-\d{4}\.\d{2}$/);
  });

  it('says so when a level has no match', () => {
    const levels = bestMatchesByLevel(HANDS_ON, CAREERS, TRAINING_COSTS).map((level) =>
      level.level === 'graduate' ? { ...level, matches: [] } : level,
    );
    render(
      <MemoryRouter>
        <CareersByLevel levels={levels} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Graduate' }).textContent).toContain('No career in Waypoint');
  });
});
