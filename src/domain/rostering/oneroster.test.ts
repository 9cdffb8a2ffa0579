import { describe, expect, it } from 'vitest';
import { checkPackage, classGrade, gradeCode, gradeList, schoolYearOn, schoolYearText, type CsvTable } from './oneroster';

const table = (columns: string[], rows: string[][]): CsvTable => ({
  columns,
  rows: rows.map((cells, index) => ({ line: index + 2, cells: Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? ''])) })),
});

function pkg(overrides: Record<string, CsvTable> = {}) {
  return new Map<string, CsvTable>(
    Object.entries({
      'manifest.csv': table(['propertyName', 'value'], [['oneroster.version', '1.1']]),
      'users.csv': table(
        ['sourcedId', 'status', 'role', 'givenName', 'familyName', 'email', 'identifier', 'grades'],
        [
          ['t1', 'active', 'teacher', 'Ada', 'Lovelace', 'ada@school.example.edu', '', ''],
          ['s1', '', 'student', 'Ben', 'Ortiz', 'BEN@students.example.edu', 'S-1', '10'],
        ],
      ),
      'classes.csv': table(['sourcedId', 'status', 'title', 'grades'], [['c1', 'active', 'Careers', '09,10']]),
      'enrollments.csv': table(
        ['sourcedId', 'status', 'classSourcedId', 'userSourcedId', 'role', 'primary'],
        [
          ['e1', 'active', 'c1', 't1', 'teacher', 'true'],
          ['e2', 'active', 'c1', 's1', 'student', 'false'],
        ],
      ),
      ...overrides,
    }),
  );
}

describe('grades', () => {
  it('reads CEDS codes, with and without the leading zero', () => {
    expect([gradeCode('09'), gradeCode('9'), gradeCode('12'), gradeCode('13')]).toEqual([9, 9, 12, 13]);
    expect([gradeCode('KG'), gradeCode('pk'), gradeCode('PS'), gradeCode('UG'), gradeCode('Other')]).toEqual([0, 0, 13, 13, null]);
    expect([gradeCode('00'), gradeCode('14'), gradeCode('Year 9')]).toEqual([undefined, undefined, undefined]);
    expect(gradeList('09, 10,')).toEqual({ levels: [9, 10] });
    expect(gradeList('09,X1')).toEqual({ unknown: 'X1' });
  });

  it('gives a class its lowest grade, and no class below grade 8', () => {
    expect(classGrade([])).toBeNull();
    expect(classGrade([9, 10])).toEqual({ level: 9 });
    expect(classGrade([8])).toEqual({ level: 8 });
    expect(classGrade([7, 8])).toEqual({ under13: 7 });
    expect(classGrade([6])).toEqual({ under13: 6 });
  });
});

describe('school years', () => {
  it('OneRoster writes the year a school year ends', () => {
    expect(schoolYearText(2027)).toBe('2026-27');
    expect(schoolYearText(2100)).toBe('2099-00');
  });
  it('without one, the school year of the day (starting in July)', () => {
    expect(schoolYearOn(new Date('2026-06-30T12:00:00Z'))).toBe('2025-26');
    expect(schoolYearOn(new Date('2026-07-01T12:00:00Z'))).toBe('2026-27');
  });
});

describe('checkPackage', () => {
  it('builds the package from good files, e-mails in lower case', () => {
    const { issues, pkg: checked } = checkPackage(pkg());
    expect(issues).toEqual([]);
    expect(checked!.users.get('s1')).toMatchObject({ email: 'ben@students.example.edu', name: 'Ben Ortiz', schoolId: 'S-1', grade: 10 });
    expect(checked!.classes.get('c1')).toMatchObject({ title: 'Careers', levels: [9, 10], schoolYear: null });
    expect(checked!.enrollments.map((row) => [row.role, row.primary])).toEqual([
      ['teacher', true],
      ['student', false],
    ]);
  });

  it('reports duplicate ids, unknown statuses and versions, each by file and line', () => {
    const { issues, pkg: checked } = checkPackage(
      pkg({
        'manifest.csv': table(['propertyName', 'value'], [['oneroster.version', '1.0']]),
        'classes.csv': table(
          ['sourcedId', 'status', 'title', 'grades'],
          [
            ['c1', 'active', 'Careers', '10'],
            ['c1', 'active', 'Again', '10'],
            ['c2', 'deleted', 'Gone', '10'],
          ],
        ),
      }),
    );
    expect(checked).toBeNull();
    expect(issues).toEqual([
      { file: 'manifest.csv', line: 2, code: 'rostering.bad_version', values: { value: '1.0' } },
      { file: 'classes.csv', line: 3, code: 'rostering.duplicate_id', values: { id: 'c1' } },
      { file: 'classes.csv', line: 4, code: 'rostering.bad_status', values: { value: 'deleted' } },
    ]);
  });

  it('an enrollment being deleted needs neither its class nor its user in the package', () => {
    const { issues } = checkPackage(
      pkg({
        'enrollments.csv': table(
          ['sourcedId', 'status', 'classSourcedId', 'userSourcedId', 'role'],
          [
            ['e9', 'tobedeleted', 'old-class', 'old-user', 'student'],
            ['e10', 'active', 'old-class', 's1', 'student'],
          ],
        ),
      }),
    );
    expect(issues).toEqual([{ file: 'enrollments.csv', line: 3, code: 'rostering.unknown_class', values: { id: 'old-class' } }]);
  });

  it('refuses a school ID the class form would refuse, and a title over 80 characters', () => {
    const { issues } = checkPackage(
      pkg({
        'users.csv': table(['sourcedId', 'givenName', 'familyName', 'email', 'identifier'], [['s1', 'Ben', 'Ortiz', '', '=cmd|x']]),
        'classes.csv': table(['sourcedId', 'title'], [['c1', 'x'.repeat(81)]]),
        'enrollments.csv': table(['sourcedId', 'classSourcedId', 'userSourcedId', 'role'], []),
      }),
    );
    expect(issues).toEqual([
      { file: 'users.csv', line: 2, code: 'rostering.bad_school_id', values: { column: 'identifier' } },
      { file: 'classes.csv', line: 2, code: 'rostering.too_long', values: { column: 'title', max: 80 } },
    ]);
  });
});
