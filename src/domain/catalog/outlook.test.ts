import { describe, expect, it } from 'vitest';
import { compareOutlook } from './outlook';

const ALL = 3.1;

describe('compareOutlook', () => {
  it.each([
    [15.2, 'faster'],
    [3.2, 'faster'],
    [3.1, 'same'],
    [3.0, 'slower'],
    [0, 'slower'],
    [-0.1, 'declining'],
    [-12.5, 'declining'],
  ] as const)('%d%% against 3.1%% → %s', (change, code) => {
    expect(compareOutlook(change, ALL)).toEqual({ code, changePercent: change, allOccupationsPercent: ALL });
  });

  it('compares at the published precision of one decimal', () => {
    expect(compareOutlook(3.1000000001, ALL)?.code).toBe('same');
  });

  it('is null when the change is not reported', () => {
    expect(compareOutlook(null, ALL)).toBeNull();
  });
});
