import { spawn } from 'node:child_process';
import { parse } from 'csv-parse';
import { describe, expect, it } from 'vitest';
import { routeCostSchema } from '../domain/catalog/training-route-schemas';
import { COLLEGES } from './colleges';
import { PUBLIC_BACHELOR_NET_PRICE, PUBLIC_TWO_YEAR_NET_PRICE, TRAINING_COSTS } from './training-costs';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe('TRAINING_COSTS', () => {
  it('names a source and year for every cost; computed figures are marked estimates', () => {
    for (const [kind, cost] of Object.entries(TRAINING_COSTS)) {
      if (cost === null) continue;
      expect(routeCostSchema.parse(cost), kind).toEqual(cost);
      expect(cost.source.estimate, kind).toBe(cost.perYear !== null);
      if (cost.perYear !== null) expect(cost.note, kind).toContain('estimate');
    }
    expect(TRAINING_COSTS.graduate).toBeNull();
  });

  it("has the bachelor's figure as the median net price of the public bachelor's colleges in Waypoint's list", () => {
    const prices = COLLEGES.filter((c) => c.control === 'public' && c.predominantDegree === 'bachelor' && c.averageNetPrice !== null);
    expect(prices.length).toBe(149);
    expect(Math.round(median(prices.map((c) => c.averageNetPrice!)))).toBe(PUBLIC_BACHELOR_NET_PRICE);
  });
});

const scorecardFile = sharedDataFile('college-scorecard', 'MERGED2023_24_PP.csv.bz2');
const haveScorecard = haveRealFiles([scorecardFile], 'public 2-year net price');

describe.skipIf(!haveScorecard)('the public 2-year net price against the College Scorecard 2023-24 file', () => {
  it('is the median NPT4_PUB of public 2-year institutions (CONTROL 1, ICLEVEL 2), rounded', async () => {
    const child = spawn('bzip2', ['-dc', scorecardFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    const parser = child.stdout.pipe(parse({ bom: true }));
    let columns: Record<string, number> | null = null;
    const prices: number[] = [];
    let institutions = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      if (columns === null) {
        columns = Object.fromEntries(record.map((name, index) => [name, index]));
        continue;
      }
      if (record[columns.CONTROL!] !== '1' || record[columns.ICLEVEL!] !== '2') continue;
      institutions += 1;
      const price = Number(record[columns.NPT4_PUB!]);
      // "NULL", "NA" and "PrivacySuppressed" are missing, never 0; a negative net price (aid above cost) is a reported value.
      if (/^-?\d+(\.\d+)?$/.test(record[columns.NPT4_PUB!] ?? '')) prices.push(price);
    }
    expect(institutions).toBe(941);
    expect(prices.length).toBe(852);
    expect(median(prices)).toBe(7229.5);
    expect(Math.round(median(prices))).toBe(PUBLIC_TWO_YEAR_NET_PRICE);
  }, 120_000);
});
