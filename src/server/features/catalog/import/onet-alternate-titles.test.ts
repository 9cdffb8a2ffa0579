import { describe, expect, it } from 'vitest';
import { ALTERNATE_TITLES_SOURCE, CAREER_ALTERNATE_TITLES } from '@data/career-alternate-titles';
import { CAREERS } from '@data/careers';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { careerAlternateTitles, snapshotSource } from './career-alternate-titles-snapshot';
import { ImportError } from './input';
import { alternateTitlesByCode, ONET_ALTERNATE_TITLES_SOURCE, parseAlternateTitles, readAlternateTitles } from './onet-alternate-titles';

/** A tiny file in the official format of O*NET 29.2 `Alternate Titles.txt` (tab-separated, "n/a" for no short title). */
const FIXTURE = [
  'O*NET-SOC Code\tAlternate Title\tShort Title\tSource(s)',
  '29-1141.00\tCharge Nurse\tn/a\t08',
  '29-1141.00\tRegistered Nurse (RN)\tRN\t02,03,04,06,08,09,10',
  '29-1141.00\tregistered nurse (rn)\tn/a\t10',
  '29-1141.00\tRegistered Nurses\tn/a\t04',
  '49-9051.00\tLineman\tn/a\t02,04,09,10',
  '49-9051.00\t"Hot" Stick Lineman\tn/a\t04',
  '99-9999.00\tNot Curated\tn/a\t08',
  '',
].join('\r\n');

describe('parseAlternateTitles', () => {
  it('reads each row by header, with "n/a" short titles as null and quotes kept literally', () => {
    const rows = parseAlternateTitles(`\uFEFF${FIXTURE}`);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual({ socCode: '29-1141.00', alternateTitle: 'Registered Nurse (RN)', shortTitle: 'RN' });
    expect(rows[0]!.shortTitle).toBeNull();
    expect(rows[5]!.alternateTitle).toBe('"Hot" Stick Lineman');
  });

  it('also reads a release with a Title column, whatever the column order', () => {
    const text = 'Title\tShort Title\tAlternate Title\tO*NET-SOC Code\nRegistered Nurses\tRN\tRegistered Nurse (RN)\t29-1141.00\n';
    expect(parseAlternateTitles(text)).toEqual([{ socCode: '29-1141.00', alternateTitle: 'Registered Nurse (RN)', shortTitle: 'RN' }]);
  });

  it('rejects a file without the columns or with a malformed row', () => {
    expect(() => parseAlternateTitles('O*NET-SOC Code\tTitle\n29-1141.00\tRegistered Nurses\n')).toThrow(ImportError);
    expect(() => parseAlternateTitles('O*NET-SOC Code\tAlternate Title\tShort Title\n29-1141\tNurse\tn/a\n')).toThrow(/row 2/);
    expect(() => parseAlternateTitles('O*NET-SOC Code\tAlternate Title\tShort Title\n29-1141.00\t\tn/a\n')).toThrow(ImportError);
  });
});

describe('alternateTitlesByCode', () => {
  it('gives each wanted career its alternate then short titles, without case-insensitive duplicates or its own title', () => {
    const careers = [
      { socCode: '49-9051.00', title: 'Electrical power-line installers and repairers' },
      { socCode: '29-1141.00', title: 'Registered nurses' },
      { socCode: '11-1011.00', title: 'Chief executives' },
    ];
    expect(alternateTitlesByCode(parseAlternateTitles(FIXTURE), careers)).toEqual({
      '11-1011.00': [],
      '29-1141.00': ['Charge Nurse', 'Registered Nurse (RN)', 'RN'],
      '49-9051.00': ['Lineman', '"Hot" Stick Lineman'],
    });
  });

  it('writes a snapshot that escapes quotes and backslashes', () => {
    const source = snapshotSource({ '29-1141.00': ["Nurse's Aide", 'A\\B'] });
    expect(source).toContain(`'29-1141.00': ['Nurse\\'s Aide', 'A\\\\B'],`);
    expect(source).toContain(ONET_ALTERNATE_TITLES_SOURCE.name);
  });
});

const titlesFile = sharedDataFile('onet-29.2', 'Alternate Titles.txt');
const haveTitles = haveRealFiles([titlesFile], 'O*NET 29.2 Alternate Titles');

describe.skipIf(!haveTitles)('the official O*NET 29.2 Alternate Titles.txt', () => {
  it('reads all 56,560 titles', () => {
    const rows = readAlternateTitles(titlesFile);
    expect(rows).toHaveLength(56_560);
    expect(rows).toContainEqual({ socCode: '29-1141.00', alternateTitle: 'Registered Nurse (RN)', shortTitle: 'RN' });
  });

  it('gives every curated career exactly the titles the file has (snapshot up to date)', () => {
    const rows = readAlternateTitles(titlesFile);
    expect(CAREER_ALTERNATE_TITLES).toEqual(careerAlternateTitles(rows));
    expect(ALTERNATE_TITLES_SOURCE).toEqual(ONET_ALTERNATE_TITLES_SOURCE);
    expect(Object.keys(CAREER_ALTERNATE_TITLES).sort()).toEqual(CAREERS.map((c) => c.socCode).sort());
    // Every snapshot title is in the file for that career, as an alternate or a short title.
    for (const [socCode, titles] of Object.entries(CAREER_ALTERNATE_TITLES)) {
      const official = new Set(rows.filter((r) => r.socCode === socCode).flatMap((r) => [r.alternateTitle, r.shortTitle]));
      for (const title of titles) expect(official.has(title), `${socCode} ${title}`).toBe(true);
    }
    expect(CAREER_ALTERNATE_TITLES['29-1141.00']).toContain('RN');
    expect(CAREER_ALTERNATE_TITLES['29-2072.00']).toContain('Coder');
    expect(CAREER_ALTERNATE_TITLES['49-9051.00']).toContain('Lineman');
  });
});
if (!haveTitles) it.skip(`O*NET Alternate Titles checks skipped: ${titlesFile} is absent`, () => {});
