import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plannedDebtOnPage } from '@client/shared/lib/true-cost-terms';
import { DebtCost } from './debt-cost';

/*
 * The compact block (the one-page student report) must keep every figure and every source of the full one; only the
 * three sentences on what the figures assume become one.
 */

const today = new Date('2026-12-07T12:00:00Z');

function texts(compact: boolean) {
  const cost = plannedDebtOnPage(140_000, today)!;
  const { container, unmount } = render(<DebtCost cost={cost} monthlyIncome={3100} today={today} compact={compact} />);
  const block = screen.getByTestId('debt-cost');
  const paragraphs = [...block.querySelectorAll('p, li')].map((node) => node.textContent ?? '');
  const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
  unmount();
  return { paragraphs, links };
}

describe('DebtCost compact', () => {
  it('shows the same figures and sources as the full block, with one sentence of assumptions instead of three', () => {
    const full = texts(false);
    const compact = texts(true);
    const figures = (paragraphs: string[]) => paragraphs.flatMap((text) => text.match(/\$[\d,.]+|[\d.]+ ?%/g) ?? []);
    expect(figures(compact.paragraphs)).toEqual(expect.arrayContaining(figures(full.paragraphs.slice(0, -3))));
    expect(compact.links).toEqual(full.links);
    expect(compact.links.length).toBeGreaterThan(0);
    expect(compact.paragraphs.length).toBe(full.paragraphs.length - 1);
    expect(full.paragraphs.join(' ')).toContain('tiered Standard plan, the fixed plan');
    expect(compact.paragraphs.join(' ')).not.toContain('the fixed plan');
    expect(compact.paragraphs.join(' ')).toMatch(
      /Assumes 4 years of school \(a four-year degree\), the same amount each year, unsubsidized Direct Loans on the tiered Standard plan/,
    );
    // The private loan's line, the parent's and the student's are all there: the figures parents ask about.
    expect(compact.paragraphs.filter((text) => /borrowed/.test(text))).toHaveLength(3);
  });
});
