import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAREER_WORK_VALUES, WORK_VALUES_SOURCE_ONET } from '@data/career-work-values';
import { CAREERS } from '@data/careers';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { careerWorkValuesEntries, workValuesSnapshotSource } from './career-work-values-snapshot';
import { ONET_WORK_VALUES_SOURCE, parseWorkValues, WorkValuesFormatError } from './onet-work-values';

const HEADER = 'O*NET-SOC Code\tElement ID\tElement Name\tScale ID\tData Value\tDate\tDomain Source';
const row = (code: string, id: string, name: string, scale: string, value: string) =>
  [code, id, name, scale, value, '06/2008', 'Analyst'].join('\t');

/** Shaped like O*NET 29.2 Work Values.txt: six EX rows and three VH rows per occupation. */
const FIXTURE = [
  HEADER,
  row('11-1011.00', '1.B.2.a', 'Achievement', 'EX', '6.33'),
  row('11-1011.00', '1.B.2.b', 'Working Conditions', 'EX', '6.33'),
  row('11-1011.00', '1.B.2.c', 'Recognition', 'EX', '7.00'),
  row('11-1011.00', '1.B.2.d', 'Relationships', 'EX', '5.00'),
  row('11-1011.00', '1.B.2.e', 'Support', 'EX', '5.33'),
  row('11-1011.00', '1.B.2.f', 'Independence', 'EX', '7.00'),
  row('11-1011.00', '1.B.2.g', 'First Work Value High-Point', 'VH', '3.00'),
  row('11-1011.00', '1.B.2.h', 'Second Work Value High-Point', 'VH', '6.00'),
  row('11-1011.00', '1.B.2.i', 'Third Work Value High-Point', 'VH', '1.00'),
  row('47-2111.00', '1.B.2.a', 'Achievement', 'EX', '5.50'),
  row('47-2111.00', '1.B.2.g', 'First Work Value High-Point', 'VH', '4.00'),
  row('47-2111.00', '1.B.2.h', 'Second Work Value High-Point', 'VH', '0.00'),
].join('\r\n');

describe('O*NET Work Values reader (fixture)', () => {
  it('reads the six extents and names the high points by their codes', () => {
    const values = parseWorkValues(FIXTURE);
    expect(values.get('11-1011.00')).toEqual({
      extent: { Achievement: 6.33, 'Working Conditions': 6.33, Recognition: 7, Relationships: 5, Support: 5.33, Independence: 7 },
      highPoints: ['Recognition', 'Independence', 'Achievement'],
    });
  });

  it('leaves out a high-point code 0 (no further high point) and keeps a partial profile partial', () => {
    expect(parseWorkValues(FIXTURE).get('47-2111.00')).toEqual({ extent: { Achievement: 5.5 }, highPoints: ['Relationships'] });
  });

  it('rejects a missing column, an unknown value, an extent outside 1-7 and a bad number', () => {
    expect(() => parseWorkValues(HEADER.replace('Scale ID', 'Scale'))).toThrow(/missing column\(s\) Scale ID/);
    expect(() => parseWorkValues([HEADER, row('1', 'x', 'Fun', 'EX', '3')].join('\n'))).toThrow(WorkValuesFormatError);
    expect(() => parseWorkValues([HEADER, row('1', 'x', 'Support', 'EX', '7.5')].join('\n'))).toThrow(/outside 1-7/);
    expect(() => parseWorkValues([HEADER, row('1', 'x', 'Support', 'EX', 'n/a')].join('\n'))).toThrow(/not a number/);
    expect(() => parseWorkValues([HEADER, row('1', 'x', 'First Work Value High-Point', 'VH', '7')].join('\n'))).toThrow(/outside 0-6/);
  });

  it('makes an entry only for a complete profile and writes extents with two decimals', () => {
    const entries = careerWorkValuesEntries(parseWorkValues(FIXTURE));
    expect(entries['11-1011.00']).toEqual({
      extent: [6.33, 6.33, 7, 5, 5.33, 7],
      highPoints: ['Recognition', 'Independence', 'Achievement'],
    });
    expect(Object.keys(entries)).toHaveLength(CAREERS.length);
    const source = workValuesSnapshotSource({ '11-1011.00': entries['11-1011.00'] ?? null, '47-2111.00': null });
    expect(source).toContain(
      "'11-1011.00': { extent: [6.33, 6.33, 7.00, 5.00, 5.33, 7.00], highPoints: ['Recognition', 'Independence', 'Achievement'] },",
    );
    expect(source).toContain("'47-2111.00': null,");
  });
});

describe('curated careers carry the snapshot', () => {
  it('each career has the snapshot extents in O*NET order, its high points and the O*NET attribution', () => {
    for (const career of CAREERS) {
      const entry = CAREER_WORK_VALUES[career.socCode] ?? null;
      if (entry === null) {
        expect(career.workValues, career.socCode).toBeNull();
        continue;
      }
      expect(Object.values(career.workValues?.extent ?? {}), career.socCode).toEqual([...entry.extent]);
      expect(career.workValues?.highPoints.length).toBe(entry.highPoints.length);
      expect(career.workValues?.source.name).toContain('O*NET 29.2 Database, Work Values, CC BY 4.0');
    }
    expect(CAREERS.find((career) => career.socCode === '11-1011.00')?.workValues?.highPoints).toEqual([
      'recognition',
      'independence',
      'achievement',
    ]);
  });
});

const file = sharedDataFile('onet-29.2', 'Work Values.txt');

describe.runIf(haveRealFiles([file], 'O*NET 29.2 Work Values'))('career work values snapshot (real O*NET 29.2 file)', () => {
  it('equals what the generator writes from the official file, figure for figure', () => {
    const entries = careerWorkValuesEntries(parseWorkValues(readFileSync(file, 'utf8')));
    expect(CAREER_WORK_VALUES).toEqual(entries);
    const generated = readFileSync(new URL('../../../../data/career-work-values.ts', import.meta.url), 'utf8');
    expect(generated).toBe(workValuesSnapshotSource(entries));
  });

  it('covers most curated careers and names its source', () => {
    const covered = Object.values(CAREER_WORK_VALUES).filter((entry) => entry !== null).length;
    expect(covered).toBeGreaterThanOrEqual(200);
    expect(WORK_VALUES_SOURCE_ONET.name).toBe(ONET_WORK_VALUES_SOURCE.name);
  });
});
