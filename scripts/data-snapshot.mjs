// Regenerates the generated snapshots in src/data from the official files, one generator after another:
//   npm run data:snapshot -- --from ../shared/data
// Each generator reads a local path (or, where it says so, the official download address) and writes its file in
// src/data, or in data/snapshot for the default dataset (every occupation: data/snapshot/careers.ndjson; every
// institution: data/snapshot/colleges.ndjson; every program: data/snapshot/programs.ndjson; every field of study:
// data/snapshot/fields-of-study.ndjson); re-running on the same files gives the same bytes. The real-data tests
// then check every figure.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const from = path.resolve(fromAt >= 0 && args[fromAt + 1] ? args[fromAt + 1] : '../shared/data');

/** [npm script, official files under --from, in the order the generator takes them] */
const STEPS = [
  ['data:career-training', ['bls/ep-2024-34-occupation.xlsx']],
  ['data:career-pay-outlook', ['bls/oews-national-M2024_dl.xlsx', 'bls/ep-2024-34-occupation.xlsx']],
  ['data:work-values', ['onet-29.2/Work Values.txt']],
  ['data:alternate-titles', ['onet-29.2/Alternate Titles.txt']],
  [
    'data:careers-snapshot',
    [
      'onet-29.3',
      'bls/oews-national-M2024_dl.xlsx',
      'bls/ep-2024-34-occupation.xlsx',
      'onet-29.2/Work Values.txt',
      'onet-29.2/Alternate Titles.txt',
    ],
  ],
  ['data:living-costs', ['bls/ce-region-1-year-average-2024.xlsx']],
  // Every institution of the Scorecard 2023-24 file, with Waypoint's field-of-study estimates: data/snapshot/colleges.ndjson.
  ['data:colleges-snapshot', ['college-scorecard/MERGED2023_24_PP.csv.bz2', 'college-scorecard/FieldOfStudyData1516_1617_PP.csv.bz2']],
  // Program-level outcomes of those institutions (data/snapshot/programs.ndjson) and the CIP 2020 fields of study with
  // the occupations they lead to (data/snapshot/fields-of-study.ndjson).
  ['data:programs-snapshot', ['college-scorecard/FieldOfStudyData1516_1617_PP.csv.bz2', 'college-scorecard/MERGED2023_24_PP.csv.bz2']],
  [
    'data:fields-of-study-snapshot',
    ['nces/CIPCode2020.csv', 'nces/CIP2020_SOC2018_Crosswalk.xlsx', 'college-scorecard/FieldOfStudyData1516_1617_PP.csv.bz2'],
  ],
];

const missing = [...new Set(STEPS.flatMap(([, files]) => files))].map((file) => path.join(from, file)).filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`data:snapshot: these official files are missing under ${from}:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
for (const [script, files] of STEPS) {
  const paths = files.map((file) => path.join(from, file));
  console.log(`data:snapshot: ${script} ← ${paths.join(', ')}`);
  execFileSync('npm', ['run', '--silent', script, '--', ...paths], { stdio: 'inherit' });
}
console.log('data:snapshot: done. Review `git diff src/data data/snapshot`, then run the tests.');
