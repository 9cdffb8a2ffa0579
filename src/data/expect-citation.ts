import { expect } from 'vitest';
import type { Citation } from '../domain/finance/loans';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Test helper: a dataset citation names a publisher, a page, what it confirms, and when it was checked. */
export function expectCitation(citation: Citation) {
  expect(citation.publisher.length).toBeGreaterThan(2);
  expect(citation.title.length).toBeGreaterThan(3);
  expect(citation.confirms.length).toBeGreaterThan(20);
  expect(['http:', 'https:']).toContain(new URL(citation.url).protocol);
  expect(citation.checked).toMatch(ISO_DATE);
  if (citation.published !== undefined) {
    expect(citation.published).toMatch(ISO_DATE);
    expect(citation.published <= citation.checked).toBe(true);
  }
}
