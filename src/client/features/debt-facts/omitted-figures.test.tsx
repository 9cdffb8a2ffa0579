import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OMITTED_DEBT_CLAIMS } from '@data/debt-facts';
import { OMITTED_FIGURES } from '@data/federal-loans';
import { OmittedFigures } from './omitted-figures';

afterEach(cleanup);

describe('OmittedFigures', () => {
  it('names every figure left out but keeps the research notes behind them off the page', () => {
    const { container } = render(<OmittedFigures />);
    const text = container.textContent ?? '';
    for (const omitted of OMITTED_FIGURES) expect(text).toContain(omitted.figure);
    for (const omitted of [...OMITTED_FIGURES, ...OMITTED_DEBT_CLAIMS]) expect(text).not.toContain(omitted.reason);
    expect(text).not.toMatch(/we could (read|not)|we did not read|our sources|\(spec\)/i);
  });
});
