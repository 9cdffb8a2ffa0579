import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CitedTable } from './cited-table';

function Rates({ scrollLabel }: { scrollLabel?: string }) {
  return (
    <CitedTable
      caption="Rates by year"
      columns={[{ header: 'Year' }, { header: 'Rate', numeric: true }, { header: 'Bar', visuallyHidden: true }]}
      scroll={scrollLabel ? { label: scrollLabel } : undefined}
      footnote={<p>Source: Federal Student Aid</p>}
    >
      <tr>
        <th scope="row">2025-26</th>
        <td>6.39%</td>
        <td />
      </tr>
    </CitedTable>
  );
}

describe('CitedTable', () => {
  afterEach(cleanup);

  it('names the table by its caption and gives every column and row a header cell', () => {
    render(<Rates />);
    const table = screen.getByRole('table', { name: 'Rates by year' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Year', 'Rate', 'Bar']);
    expect(headers.every((cell) => cell.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]?.className).toContain('text-right');
    expect(within(headers[2]!).getByText('Bar').className).toBe('sr-only');
    expect(within(table).getByRole('rowheader', { name: '2025-26' })).toBeTruthy();
  });

  it('puts the source under the table, outside it', () => {
    render(<Rates />);
    const source = screen.getByText('Source: Federal Student Aid');
    expect(screen.getByRole('table').contains(source)).toBe(false);
  });

  it('makes a named scroll box a focusable region', () => {
    render(<Rates scrollLabel="Rates, scroll sideways" />);
    const region = screen.getByRole('region', { name: 'Rates, scroll sideways' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
  });
});
