import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { EnglishNames, splitOnNames } from './english-names';

describe('EnglishNames', () => {
  it('splits a text on the names, longest first, keeping every character', () => {
    const text = 'Federal Student Aid, “Interest Rates” (consultado el 22 nov 2026)';
    const parts = splitOnNames(text, ['Federal Student Aid', '“Interest Rates”', 'Federal', null]);
    expect(parts).toEqual([
      { text: 'Federal Student Aid', english: true },
      { text: ', ', english: false },
      { text: '“Interest Rates”', english: true },
      { text: ' (consultado el 22 nov 2026)', english: false },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('a text without the names stays one part', () => {
    expect(splitOnNames('Sin fuente', ['BLS', undefined])).toEqual([{ text: 'Sin fuente', english: false }]);
    expect(splitOnNames('', ['BLS'])).toEqual([]);
  });

  it('renders the names in lang="en" spans and the same text', () => {
    const { container } = render(
      <EnglishNames text="Fuente: BLS Occupational Outlook Handbook, 2024" names={['BLS Occupational Outlook Handbook']} />,
    );
    expect(container.textContent).toBe('Fuente: BLS Occupational Outlook Handbook, 2024');
    expect(container.querySelector('[lang="en"]')?.textContent).toBe('BLS Occupational Outlook Handbook');
  });
});
