import { describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { memoryCatalog } from '@server/features/counselor/counselor.catalog';
import { answerOffline } from '@server/features/counselor/offline-counselor';
import { blendedMonthlyPayment } from './true-cost-rules';

/*
 * The counselor's golden questions: a student's own amount and path,
 * asked in many wordings. Every expected figure is worked out here from the
 * dataset row and the published rules, not taken from the counselor's code:
 * the grade from the spec's debt-to-income table, the monthly payment of all the
 * loans at their true cost (true-cost-rules.ts), RAP from the income bands.
 */

const catalog = memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: COLLEGES });
const today = new Date('2026-11-23T12:00:00Z');

// Debt-to-income = planned debt ÷ (monthly income × 12); up to 0.39 A+, … up to 2.1 C, up to 3.14 D, above F.
const SPEC_GRADES: [number, string][] = [
  [0.39, 'A+'],
  [0.59, 'A'],
  [0.79, 'A-'],
  [1.05, 'B+'],
  [1.31, 'B'],
  [1.57, 'B-'],
  [1.83, 'C+'],
  [2.1, 'C'],
  [3.14, 'D'],
  [Infinity, 'F'],
];
const specGrade = (ratio: number) => SPEC_GRADES.find(([max]) => ratio <= max + 1e-9)![1];

// 34 CFR 685.209(b)(2): $10 a month up to $10,000 of AGI; then 1% … 10% of the whole AGI in $10,000 bands, ÷ 12.
const rapMonthly = (agi: number) => (agi <= 10_000 ? 10 : (Math.min(10, Math.ceil(agi / 10_000) - 1) * agi) / 100 / 12);

type Path = { major: string } | { career: string } | { college: string } | { salary: number };
type Case = { question: string; debt: number; path: Path; college?: string };

function earningsOf(path: Path): { annual: number; name: string } {
  if ('salary' in path) return { annual: path.salary, name: 'The salary you gave' };
  if ('major' in path) {
    const row = MAJORS.find((m) => m.name === path.major)!;
    return { annual: row.medianEarnings!, name: row.name };
  }
  if ('career' in path) {
    const row = CAREERS.find((c) => c.title === path.career)!;
    return { annual: row.medianPay!, name: row.title };
  }
  const row = COLLEGES.find((c) => c.name === path.college)!;
  return { annual: row.medianEarnings!, name: row.name };
}

const m = (major: string) => ({ major });
const c = (career: string) => ({ career });

const CASES: Case[] = [
  // The issue's own failures.
  { question: 'Is a $60,000 loan for a psychology degree a good idea?', debt: 60000, path: m('Psychology') },
  { question: 'I want to be a psychologist. I will borrow $60,000. Is that safe?', debt: 60000, path: m('Psychology') },
  { question: 'Should I take $120,000 in loans to study art?', debt: 120000, path: m('Fine and studio arts') },
  // Psychology, many wordings.
  { question: 'is 60k too much debt for psych?', debt: 60000, path: m('Psychology') },
  { question: 'Would sixty thousand dollars of student loans be ok for a psychology major?', debt: 60000, path: m('Psychology') },
  { question: 'My plan: psychology, paid for with $30,000 in loans. Thoughts?', debt: 30000, path: m('Psychology') },
  { question: 'PSYCHOLOGY + $45K LOANS = bad idea??', debt: 45000, path: m('Psychology') },
  { question: 'I’d borrow $15,000 a year to major in psychology. Is that a lot?', debt: 60000, path: m('Psychology') },
  // Arts and design.
  { question: 'Is $25,000 reasonable for a fine arts degree?', debt: 25000, path: m('Fine and studio arts') },
  { question: 'thinking about art school, maybe 80k in loans', debt: 80000, path: m('Fine and studio arts') },
  { question: 'I want to be an artist and borrow $40,000', debt: 40000, path: m('Fine and studio arts') },
  { question: 'Culinary arts with $35,000 of debt: safe?', debt: 35000, path: m('Culinary arts') },
  { question: 'How bad is $50k for graphic design?', debt: 50000, path: m('Design and applied arts') },
  { question: 'Is a 70k loan for drama and theater arts crazy?', debt: 70000, path: m('Drama and theater arts') },
  { question: 'Music degree, $90,000 in loans. Should I?', debt: 90000, path: m('Music') },
  { question: 'Would you borrow twenty thousand for dance?', debt: 20000, path: m('Dance') },
  { question: 'Film school for $100,000?', debt: 100000, path: m('Film, video and photography') },
  // STEM.
  { question: 'Is borrowing $40,000 for computer science a good idea?', debt: 40000, path: m('Computer science') },
  { question: 'CS degree with 100k debt, is it worth it?', debt: 100000, path: m('Computer science') },
  { question: 'Can I handle $50,000 in loans for mechanical engineering?', debt: 50000, path: m('Mechanical engineering') },
  { question: 'Is $32,000 in loans ok for a civil engineering degree?', debt: 32000, path: m('Civil engineering') },
  { question: 'I plan to owe 55k after a chemical engineering degree.', debt: 55000, path: m('Chemical engineering') },
  { question: 'What grade would $30,000 get for mathematics?', debt: 30000, path: m('Mathematics') },
  { question: 'Math major, 20k in student loans, good or bad?', debt: 20000, path: m('Mathematics') },
  { question: 'Is $45,000 of debt fine for biology?', debt: 45000, path: m('Biology') },
  { question: 'Physics degree and $65,000 in loans: is it risky?', debt: 65000, path: m('Physics') },
  { question: 'Is $24,000 safe for a chemistry major?', debt: 24000, path: m('Chemistry') },
  { question: 'Information technology degree, borrowing $36,000. OK?', debt: 36000, path: m('Information technology') },
  // Health.
  { question: 'Is $50,000 too much for a nursing degree?', debt: 50000, path: m('Nursing (registered nursing)') },
  { question: 'I want to become a registered nurse and will need $70k in loans', debt: 70000, path: m('Nursing (registered nursing)') },
  { question: 'Nursing school for 40 grand, good plan?', debt: 40000, path: m('Nursing (registered nursing)') },
  { question: 'Is $28,000 in loans ok for public health?', debt: 28000, path: m('Public health') },
  { question: 'Kinesiology with $60,000 of loans?', debt: 60000, path: m('Kinesiology and exercise science') },
  { question: 'Should I borrow $35,000 for nutrition?', debt: 35000, path: m('Dietetics and nutrition') },
  // Social sciences, humanities, education.
  { question: 'Is $40,000 ok for social work?', debt: 40000, path: m('Social work') },
  { question: 'I want to be a social worker; is 55k in debt manageable?', debt: 55000, path: m('Social work') },
  { question: 'Taking $45,000 in loans for criminal justice, is that smart?', debt: 45000, path: m('Criminal justice') },
  { question: 'Is $30k of debt okay for English?', debt: 30000, path: m('English language and literature') },
  { question: 'History major with $50,000 in loans?', debt: 50000, path: m('History') },
  { question: 'Is $75,000 too much for philosophy?', debt: 75000, path: m('Philosophy') },
  { question: 'Sociology, $38,000 of loans. Yes or no?', debt: 38000, path: m('Sociology') },
  { question: 'Would $44,000 in loans for political science be risky?', debt: 44000, path: m('Political science') },
  { question: 'Is $25,000 of loans fine for economics?', debt: 25000, path: m('Economics') },
  {
    question: 'I want to be a teacher, is borrowing $40,000 ok?',
    debt: 40000,
    path: m('Elementary and early childhood teacher education'),
  },
  { question: 'Journalism and 60k of loans: should I worry?', debt: 60000, path: m('Journalism') },
  { question: 'Is $33,000 of debt ok for communications?', debt: 33000, path: m('Communication and media studies') },
  // Business.
  { question: 'Is $50,000 okay for accounting?', debt: 50000, path: m('Accounting') },
  { question: 'Business degree with a $30,000 loan?', debt: 30000, path: m('Business administration and management') },
  { question: 'I will owe $42,000 after a marketing degree. Is that safe?', debt: 42000, path: m('Marketing') },
  { question: 'Is $38,500 too much to study finance?', debt: 38500, path: m('Finance') },
  { question: 'Nursing vs debt: I would borrow $1.2 million for nursing', debt: 1_200_000, path: m('Nursing (registered nursing)') },
  // Careers with no major named: their median pay (all workers).
  { question: 'Is 40k too much to become an electrician?', debt: 40000, path: c('Electricians') },
  {
    question: 'I want to be a plumber, is $15,000 in loans for trade school ok?',
    debt: 15000,
    path: c('Plumbers, pipefitters and steamfitters'),
  },
  { question: 'Would $200,000 be ok to become a dentist?', debt: 200000, path: c('Dentists') },
  { question: 'Law school will cost me $160,000 in loans. Is that smart for a lawyer?', debt: 160000, path: c('Lawyers') },
  { question: 'Is $20,000 ok to become a welder?', debt: 20000, path: c('Welders, cutters, solderers and brazers') },
  { question: 'Should I borrow $30,000 to be a software developer?', debt: 30000, path: c('Software developers') },
  { question: 'Is $150,000 in loans ok to become a pharmacist?', debt: 150000, path: c('Pharmacists') },
  { question: 'Want to be an art director, would $60,000 in loans be ok?', debt: 60000, path: c('Art directors') },
  // A college and no path: its graduates' early-career earnings.
  { question: 'Is $30,000 ok to go to Auburn University?', debt: 30000, path: { college: 'Auburn University' } },
  { question: 'Borrowing $45,000 to attend Samford University, good idea?', debt: 45000, path: { college: 'Samford University' } },
  // A major and a college: the major's earnings, the college named too.
  {
    question: 'Is $50k ok for nursing at Auburn University?',
    debt: 50000,
    path: m('Nursing (registered nursing)'),
    college: 'Auburn University',
  },
  // Everyday words for majors and careers (aliases).
  { question: 'Is comp sci worth $70,000 in loans?', debt: 70000, path: m('Computer science') },
  { question: 'pre-med with $55,000 of debt, ok?', debt: 55000, path: m('Biology') },
  { question: 'poli sci major borrowing 30k, thoughts', debt: 30000, path: m('Political science') },
  { question: 'Going to nursing school on $62,000 of loans?', debt: 62000, path: m('Nursing (registered nursing)') },
  { question: 'HR degree with $27,000 of student loans', debt: 27000, path: m('Human resources management') },
  { question: 'I’d take out $12,000 for welding school', debt: 12000, path: c('Welders, cutters, solderers and brazers') },
  { question: 'Is borrowing 25k for an HVAC program smart?', debt: 25000, path: c('HVAC mechanics and installers') },
  { question: 'Vet school with $180,000 in loans?', debt: 180000, path: c('Veterinarians') },
  { question: 'PA school: is $110k of debt ok?', debt: 110000, path: c('Physician assistants') },
  // "finance" the verb names no major; "finance" the subject is the Finance major.
  { question: 'How do I finance college with $40,000 in loans as a psych major?', debt: 40000, path: m('Psychology') },
  { question: 'Can I finance a $40k program in nursing?', debt: 40000, path: m('Nursing (registered nursing)') },
  { question: 'Financing my degree with $35,000 of loans, major in accounting', debt: 35000, path: m('Accounting') },
  { question: 'I want to major in finance with $50,000 in loans', debt: 50000, path: m('Finance') },
  { question: 'finance degree, 45k in debt. Bad?', debt: 45000, path: m('Finance') },
  // Colleges by their everyday names.
  { question: 'Is $30,000 ok for Ohio State?', debt: 30000, path: { college: 'Ohio State University-Main Campus' } },
  { question: 'Penn State with 40k in loans', debt: 40000, path: { college: 'Pennsylvania State University-Main Campus' } },
  { question: 'UT Austin for $25,000, good idea?', debt: 25000, path: { college: 'The University of Texas at Austin' } },
  { question: 'Is $60k ok for the University of Michigan?', debt: 60000, path: { college: 'University of Michigan-Ann Arbor' } },
  { question: 'UCLA with $35,000 of debt?', debt: 35000, path: { college: 'University of California-Los Angeles' } },
  {
    question: 'Is $50k ok for nursing at Ohio State?',
    debt: 50000,
    path: m('Nursing (registered nursing)'),
    college: 'Ohio State University-Main Campus',
  },
  // A salary in the question is the income used.
  { question: 'If I earn $45,000, is borrowing $60,000 ok for psychology?', debt: 60000, path: { salary: 45000 } },
  { question: 'I expect a salary of $38,000; is $30,000 of loans ok?', debt: 30000, path: { salary: 38000 } },
  { question: 'a job that pays $52,000 and loans of $80,000, what grade?', debt: 80000, path: { salary: 52000 } },
];

const figure = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

describe('golden questions: the student’s own numbers', () => {
  it('has at least 60 questions, all different', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CASES.map((c) => c.question)).size).toBe(CASES.length);
  });

  it.each(CASES)('$question', async ({ question, debt, path, college }) => {
    const reply = await answerOffline(question, {}, catalog, today);
    const { annual, name } = earningsOf(path);
    const ratio = debt / annual;
    const text = reply.text;
    expect(text).toMatch(new RegExp(`^\\*\\*\\$${debt.toLocaleString('en-US')}\\*\\*`));
    if (!('salary' in path)) expect(text).toContain(`for **${name}**`);
    expect(/gets a financial grade of \*\*([A-F][+-]?)\*\*/.exec(text)?.[1]).toBe(specGrade(ratio));
    expect(figure(text, /Earnings used:\*\* [^*]*\*\*\$([\d,]+)\*\*/)).toBe(annual);
    expect(figure(text, /The debt is \*\*([\d.]+) times\*\*/)).toBeCloseTo(ratio, 2);
    // One payment for a planned debt (every case here is four years of school): all the loans together at their true cost.
    expect(figure(text, /all the loans together:\*\* \*\*\$([\d,.]+)\*\*/)).toBeCloseTo(blendedMonthlyPayment(debt), 2);
    expect(figure(text, /\(RAP\):\*\* \*\*\$([\d,.]+)\*\*/)).toBeCloseTo(rapMonthly(annual), 1);
    expect(figure(text, /at most \*\*\$([\d,]+)\*\* to keep an \*\*A-\*\*/)).toBe(Math.floor(annual * 0.79 + 1e-6));
    expect(figure(text, /\*\*\$([\d,]+)\*\* to stay at \*\*B\+\*\*/)).toBe(Math.floor(annual * 1.05 + 1e-6));
    // Every earnings figure says its horizon, and the figures name their sources.
    // One vocabulary for horizons: the site's own labels, plus the counselor's "the salary you gave".
    const horizon =
      'salary' in path
        ? 'the salary you gave'
        : 'career' in path
          ? `${EARNINGS_HORIZON_LABELS['all-workers'].short}: starting pay is usually lower`
          : EARNINGS_HORIZON_LABELS['early-career'].short;
    expect(text).toContain(`a year (${horizon})`);
    expect(text).toContain('Where the figures come from:');
    if ('major' in path) expect(reply.sources).toContainEqual(expect.objectContaining({ label: `Major: ${path.major}` }));
    if ('career' in path) expect(reply.sources).toContainEqual(expect.objectContaining({ label: `Career: ${path.career}` }));
    if ('college' in path) expect(reply.sources).toContainEqual(expect.objectContaining({ label: `College: ${path.college}` }));
    if (college) expect(text).toContain(`**${college}**`);
  });
});

/*
 * Questions the counselor cannot place: a debt, pay or college question never gets a bare "can't
 * answer". It says what it can answer and links the tools that answer it: the calculator, the financial
 * expectations, the college quiz and career exploration.
 */
const UNPLACED = [
  'How do I finance college?',
  'Is engineering worth the debt?',
  'Is it smart to refinance my loans?',
  'What would my payment be?',
  'Is college worth it?',
  'How much does community college cost?',
  'Should I go to a state school or a private one?',
  'What is the cost of living in Ohio?',
  'Can I finance a program at a trade school?',
  'How much do zookeepers in Alaska earn?',
];

describe('golden questions: what the counselor cannot place', () => {
  it.each(UNPLACED)('%s', async (question) => {
    const reply = await answerOffline(question, {}, catalog, today);
    expect(reply.text).not.toMatch(/^I can’t answer/);
    expect(reply.text).not.toContain('Finance**');
    for (const link of ['(/calculator)', '(/financial-expectations)', '(/college-quiz)', '(/premium/career-exploration)'])
      expect(reply.text).toContain(link);
  });

  it('an ambiguous college name lists the colleges it could be, and asks which one', async () => {
    const reply = await answerOffline('Is $40,000 ok for the University of California?', {}, catalog, today);
    expect(reply.text).toContain('Which one do you mean?');
    expect(reply.text).toContain('**University of California-Berkeley**');
    expect(reply.text).toContain('**University of California-Los Angeles**');
    expect(reply.text).toContain('(/college-quiz)');
  });

  it('a path with an ambiguous college is graded on the path, and the college is asked about', async () => {
    const reply = await answerOffline('Is $40k ok for psychology at U of M?', {}, catalog, today);
    expect(reply.text).toMatch(/^\*\*\$40,000\*\* for \*\*Psychology\*\*/);
    expect(reply.text).toContain('Several colleges go by the name you used');
    expect(reply.text).toContain('University of Michigan-Ann Arbor');
    expect(reply.text).toContain('University of Minnesota-Twin Cities');
  });

  it('a college lookup by its everyday name answers from its row', async () => {
    const row = COLLEGES.find((college) => college.name === 'Ohio State University-Main Campus')!;
    const reply = await answerOffline('What does Ohio State cost?', {}, catalog, today);
    expect(reply.text).toContain(`**${row.name}**`);
    expect(reply.text).toContain(`average net price $${row.averageNetPrice!.toLocaleString('en-US')} a year`);
    expect(reply.sources).toContainEqual(expect.objectContaining({ label: `College: ${row.name}` }));
  });
});
