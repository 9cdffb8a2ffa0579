import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionSources } from './section-sources';

afterEach(cleanup);

const BLS = { name: 'BLS Occupational Outlook Handbook', year: '2024', url: 'https://www.bls.gov/ooh/', estimate: false };
const SCORECARD = { name: 'College Scorecard', year: '2023-24', url: 'https://collegescorecard.ed.gov/', estimate: true };

describe('SectionSources', () => {
  it('cites a list once, however many cards share a source, with each source linked once', () => {
    const { container } = render(<SectionSources sources={[BLS, BLS, SCORECARD, BLS, SCORECARD]} />);
    expect(container.textContent?.match(/Source:/g)).toHaveLength(1);
    expect(screen.getByText(/^Source:/).textContent).toContain('BLS Occupational Outlook Handbook; College Scorecard');
    expect(container.querySelectorAll('a')).toHaveLength(2);
    expect(container.textContent).toContain('Waypoint estimate from this source');
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<SectionSources sources={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
