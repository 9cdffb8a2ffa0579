import { describe, expect, it } from 'vitest';
import { hasOnetDescription, ONET_DESCRIPTION_NOTE } from './onet-description';

describe('hasOnetDescription', () => {
  const source = {
    name: `BLS OEWS May 2024 (pay); ${ONET_DESCRIPTION_NOTE}`,
    year: '2024',
    url: 'https://www.bls.gov/oes/',
    estimate: false,
  };

  it('is true when the source names O*NET as the description', () => {
    expect(hasOnetDescription({ source })).toBe(true);
  });

  it('is false for a curated career, whose source cites O*NET for its interests only', () => {
    expect(hasOnetDescription({ source: { ...source, name: 'BLS OEWS May 2024 (pay); O*NET 29.3 interests' } })).toBe(false);
  });
});
