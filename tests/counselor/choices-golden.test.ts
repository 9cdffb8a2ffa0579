import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAREER_ALTERNATE_TITLES } from '@data/career-alternate-titles';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import type { ProgramRow } from '@domain/catalog/programs';
import type { Career, College } from '@domain/catalog/schemas';
import { questionLanguage } from '@domain/counselor/question-language';
import type { CounselorContext } from '@domain/counselor/schemas';
import type { Locale } from '@domain/i18n/locales';
import { findSnapshotDir, snapshotCareerSchema } from '@server/features/catalog/import/load-snapshot';
import { memoryCatalog } from '@server/features/counselor/counselor.catalog';
import type { SavedLists, StudentMoneyPlan } from '@server/features/counselor/counselor.saved';
import { answerOffline } from '@server/features/counselor/offline-counselor';
import { blendedMonthlyPayment, yearlyBorrowing } from './true-cost-rules';

/*
 * Golden questions on prices, programs and real choices, in English and Spanish. Every expected figure is read here
 * from the dataset rows (the College Scorecard brackets and field-of-study rows, the career rows) and worked out with
 * the published rules written out below, not taken from the counselor's code.
 */

const dir = findSnapshotDir();
const OSU = 204796;
const STARK = 205841; // the largest public two-year college in Ohio in Waypoint's list
const programs: ProgramRow[] = readFileSync(join(dir, 'programs.ndjson'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.startsWith(`[${OSU},`) || line.startsWith(`[${STARK},`))
  .map((line) => JSON.parse(line) as ProgramRow);
// The full career snapshot (the careers the site lists), with each career's O*NET alternate titles.
const snapshot = readFileSync(join(dir, 'careers.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('{"socCode"'))
  .map((line) => snapshotCareerSchema.parse(JSON.parse(line)));
const curated = new Set(CAREERS.map((c) => c.socCode));
const careers: Career[] = [...CAREERS, ...snapshot.filter((c) => !curated.has(c.socCode)).map(({ alternateTitles: _, ...c }) => c)];
const alternateTitles = { ...Object.fromEntries(snapshot.map((c) => [c.socCode, c.alternateTitles])), ...CAREER_ALTERNATE_TITLES };
const catalog = memoryCatalog({ careers, majors: MAJORS, colleges: COLLEGES, programs, alternateTitles });
const today = new Date('2026-11-23T12:00:00Z');

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const cents = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
// Spec: debt-to-income = debt ÷ a year of earnings; up to 0.39 A+ … up to 2.1 C, up to 3.14 D, above F.
const GRADES: [number, string][] = [
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
const gradeOf = (debt: number, annual: number) => GRADES.find(([max]) => Math.round((debt / annual) * 100) / 100 <= max)![1];
const osu = COLLEGES.find((c) => c.unitId === OSU)!;
const stark = COLLEGES.find((c) => c.unitId === STARK)!;
const program = (unitId: number, cip: string) => programs.find((row) => row[0] === unitId && row[1] === cip && row[2] === 3)!;
const major = (cip: string) => MAJORS.find((m) => m.cip === cip)!;
const career = (code: string) => careers.find((c) => c.socCode === code)!;

/** The route's rule: the question's own language when clear, else the page's. */
const ask = (question: string, page: Locale = 'en', context: CounselorContext = {}) =>
  answerOffline(question, context, catalog, today, undefined, questionLanguage(question) ?? page);

describe('golden: what a family would pay', () => {
  it('the bracket price of a named income, whose price it is, and the college page', async () => {
    const reply = await ask('How much would I pay at Ohio State if my family makes $45,000?');
    expect(reply.text).toContain(
      `incomes of $30,001 to $48,000 a year paid an average net price of **${usd(osu.netPriceByIncome[1]!)}** a year`,
    );
    expect(reply.text).toContain('first-time, full-time students who got federal aid');
    expect(reply.text).toContain('(/colleges/204796)');
    expect(reply.sources.some((s) => s.year === '2023-24')).toBe(true);
  });

  it('the top bracket', async () => {
    const reply = await ask('What would we pay at Ohio State? Our family income is $120,000');
    expect(reply.text).toContain(`$110,001 or more a year paid an average net price of **${usd(osu.netPriceByIncome[4]!)}**`);
  });

  it('the range across brackets without an income, and asks for it', async () => {
    const reply = await ask('How much does Ohio State cost?');
    const reported = osu.netPriceByIncome.filter((p): p is number => p !== null);
    expect(reply.text).toContain(`from **${usd(Math.min(...reported))}** to **${usd(Math.max(...reported))}** a year`);
    expect(reply.text).toContain('Tell me your family’s yearly income');
  });

  it('a bracket the college does not report is said so, never replaced by the average', async () => {
    expect(stark.netPriceByIncome[4]).toBeNull();
    const reply = await ask('How much would I pay at Stark State College if my family makes $150,000?');
    expect(reply.text).toContain('does not report a net price for families with incomes of $110,001 or more');
    expect(reply.text).not.toContain('paid an average net price');
  });

  it('in Spanish, on an English page', async () => {
    const reply = await ask('¿Cuánto pagaría en Ohio State si mi familia gana $45,000?', 'en');
    expect(reply.text).toContain(
      `ingresos de $30,001 a $48,000 al año pagaron un precio neto promedio de **${usd(osu.netPriceByIncome[1]!)}**`,
    );
  });
});

describe('golden: what a program’s graduates earn', () => {
  it('psychology at Ohio State: median first-year earnings, cohort, horizon, links', async () => {
    const row = program(OSU, '42.01');
    const reply = await ask('What do psychology graduates from Ohio State earn?');
    expect(reply.text).toContain(`earned a median of **${usd(row[8]!)}** a year in the first year after completing (${row[7]} graduates`);
    expect(reply.text).toContain(`**${usd(row[6]!)}** (${row[5]} graduates who borrowed)`);
    expect(reply.text).toContain('(/majors/42.01)');
    expect(reply.text).toContain('not adjusted for inflation');
  });

  it('nursing at Ohio State', async () => {
    const reply = await ask('How much do nursing graduates of Ohio State make?');
    expect(reply.text).toContain(`**${usd(program(OSU, '51.38')[8]!)}** a year in the first year after completing`);
  });

  it('a suppressed figure says not reported', async () => {
    const row = programs.find((r) => r[0] === OSU && r[2] === 3 && r[8] === null && MAJORS.some((m) => m.cip === r[1]));
    if (!row) throw new Error('the snapshot has no suppressed bachelor’s program of a curated major at Ohio State');
    const reply = await ask(`What do ${major(row[1]).name.toLowerCase()} graduates from Ohio State earn?`);
    expect(reply.text).toContain('are not reported (too few graduates');
  });

  it('in Spanish, with the major named in Spanish', async () => {
    const reply = await ask('¿Cuánto ganan los graduados de psicología de Ohio State?', 'en');
    expect(reply.text).toContain(
      `Los graduados de **Psicología** de **Ohio State University-Main Campus** ganaron una mediana de **${usd(program(OSU, '42.01')[8]!)}**`,
    );
  });
});

describe('golden: a loan for a program', () => {
  it.each([
    ['Is a $40,000 loan for nursing at Ohio State safe?', 40_000, '51.38'],
    ['Is $80,000 of debt for psychology at Ohio State OK?', 80_000, '42.01'],
  ])('%s', async (question, debt, cip) => {
    const earnings = program(OSU, cip)[8]!;
    const reply = await ask(question);
    expect(reply.text).toContain(`grades **${gradeOf(debt, earnings)}**`);
    expect(reply.text).toContain(`median first-year earnings of **${usd(earnings)}**`);
    expect(reply.text).toContain(`all the loans together: **${cents(blendedMonthlyPayment(debt))}** when repayment starts`);
  });

  it('in Spanish', async () => {
    const earnings = program(OSU, '51.38')[8]!;
    const reply = await ask('¿Es seguro un préstamo de $40,000 para enfermería en Ohio State?', 'en');
    expect(reply.text).toContain(`recibe una **${gradeOf(40_000, earnings)}**`);
    expect(reply.text).toContain('**Enfermería (enfermería titulada)**');
  });
});

describe('golden: community college first', () => {
  it('the largest public two-year college of the state, said as an assumption, at average prices', async () => {
    const reply = await ask('Should I go to community college first or straight to Ohio State?');
    const route = 2 * stark.averageNetPrice! + 2 * osu.averageNetPrice!;
    expect(reply.text).toContain('Assumption: two years at **Stark State College** (the largest public two-year college in OH');
    expect(reply.text).toContain(`**${usd(route)}** starting at the community college, **${usd(4 * osu.averageNetPrice!)}**`);
    expect(reply.text).toContain(`save about **${usd(4 * osu.averageNetPrice! - route)}**`);
  });

  it('at the family’s bracket prices', async () => {
    const reply = await ask('Community college first then Ohio State? My family makes $45,000');
    const route = 2 * stark.netPriceByIncome[1]! + 2 * osu.netPriceByIncome[1]!;
    expect(reply.text).toContain(`**${usd(route)}** starting at the community college`);
    expect(reply.text).toContain('your family’s income bracket ($45,000 a year)');
  });

  it('in Spanish', async () => {
    const reply = await ask('¿Me conviene empezar en un college comunitario y luego transferirme a Ohio State?', 'en');
    expect(reply.text).toContain('Supuesto: dos años en **Stark State College**');
    expect(reply.text).not.toContain('colegio comunitario');
  });

  it('without a four-year college it asks for one', async () => {
    const reply = await ask('Is it smarter to do community college first or go to a university?');
    expect(reply.text).toContain('name the four-year college you have in mind');
  });
});

describe('golden: community college first, on the student’s own money plan', () => {
  // The family's plan: $5,000 a year, a $90,000 income (the $75,001-$110,000 bracket), $48,000 of expected pay. (In
  // the $30,001-$48,000 bracket Ohio State costs less than Stark State: the route would not save, and says so.)
  const figures = {
    contributionPerYear: 5_000,
    savings: 0,
    extraGrants: 0,
    familyIncome: 90_000,
    subsidizedEligibility: 'not-sure' as const,
  };
  const plan: StudentMoneyPlan = { figures, transfer: null, careerAnnualPay: 48_000 };
  const saved = (...colleges: College[]): SavedLists => ({ careers: [], colleges, moneyPlan: plan });
  const askSaved = (question: string, lists: SavedLists, page: Locale = 'en') =>
    answerOffline(question, {}, catalog, today, lists, questionLanguage(question) ?? page);
  // The money plan's rule: each year the family's $5,000 pays first; a cheap year's leftover is kept for the next.
  const needs = (cc: number, four: number) => {
    let carry = 0;
    return [cc, cc, four, four].map((price) => {
      const available = 5_000 + carry;
      carry = Math.max(0, available - price);
      return Math.max(0, price - available);
    });
  };
  const ccPrice = stark.netPriceByIncome[3]!;
  const osuPrice = osu.netPriceByIncome[3]!;

  it('a saved two-year and four-year college: both routes’ loans, debt, one payment and grades', async () => {
    const reply = await askSaved('What if I go to community college first?', saved(osu, stark));
    const route = yearlyBorrowing(needs(ccPrice, osuPrice));
    const four = yearlyBorrowing(needs(osuPrice, osuPrice));
    expect(reply.text).toContain('two years at **Stark State College** (a two-year college on your list)');
    expect(reply.text).toContain('your family’s income bracket ($90,000 a year)');
    expect(reply.text).toContain(`- **Stark State College**: ${usd(ccPrice)} a year`);
    expect(reply.text).toContain(
      `**2 + 2:** net price ${usd(2 * ccPrice + 2 * osuPrice)}; borrowed ${usd(route.direct + route.plus + route.private)}`,
    );
    expect(reply.text).toContain(`all the debt when repayment starts ${cents(route.atRepayment)}; **${cents(route.monthly)}** a month`);
    expect(reply.text).toContain(`**4 years at the university:** net price ${usd(4 * osuPrice)}`);
    expect(reply.text).toContain(`**${cents(four.monthly)}** a month, all the loans together`);
    expect(reply.text).toContain(`save about **${usd(2 * (osuPrice - ccPrice))}** in net price`);
    expect(reply.text).toContain(`(/money-plan?first=${STARK}&second=${OSU})`);
    expect(reply.sources.some((source) => source.label.startsWith('Net price by family income: Stark State'))).toBe(true);
  });

  it('the route the family kept', async () => {
    const reply = await askSaved('Should I start at a community college instead?', {
      careers: [],
      colleges: [osu],
      moneyPlan: { ...plan, transfer: { first: STARK, second: OSU } },
    });
    expect(reply.text).toContain('two years at **Stark State College** (the route kept in your plan)');
  });

  it('only a four-year college saved: the cheapest public two-year college of its state at the family’s price', async () => {
    const cheapest = COLLEGES.filter(
      (c) =>
        c.state === 'OH' &&
        c.control === 'public' &&
        c.predominantDegree === 'associate' &&
        c.currentlyOperating &&
        c.netPriceByIncome[3] !== null,
    ).sort((a, b) => Math.max(0, a.netPriceByIncome[3]!) - Math.max(0, b.netPriceByIncome[3]!) || a.name.localeCompare(b.name))[0]!;
    const reply = await askSaved('What if I go to community college first?', saved(osu));
    expect(reply.text).toContain(`two years at **${cheapest.name}** (the cheapest public two-year college in OH at your family’s price`);
  });

  it('in Spanish', async () => {
    const reply = await askSaved('¿Y si voy primero a un college comunitario?', saved(osu, stark));
    const route = yearlyBorrowing(needs(ccPrice, osuPrice));
    expect(reply.text).toContain('dos años en **Stark State College** (un college de dos años de tu lista)');
    expect(reply.text).toContain(`**${cents(route.monthly)}** al mes, todos los préstamos juntos`);
    expect(reply.text).toContain(`ahorraría cerca de **${usd(2 * (osuPrice - ccPrice))}** en precio neto`);
    expect(reply.text).not.toContain('colegio comunitario');
  });

  it('in Spanish, with only the four-year college saved', async () => {
    const reply = await askSaved('¿Me conviene empezar en un college comunitario y luego transferirme?', saved(osu), 'es');
    expect(reply.text).toContain('(el college público de dos años más barato en OH con el precio de tu familia');
    expect(reply.text).toContain('**4 años en la universidad:**');
    // The sources under a Spanish answer are labelled in Spanish too.
    expect(reply.text).toContain('- Precio neto según el ingreso familiar: Ohio State University-Main Campus');
    expect(reply.text).not.toContain('Net price by family income');
  });

  it('where the four-year college costs the family less, it says the route does not save', async () => {
    const lower = { ...plan, figures: { ...figures, familyIncome: 45_000 } };
    expect(osu.netPriceByIncome[1]!).toBeLessThan(stark.netPriceByIncome[1]!);
    const reply = await askSaved('What if I go to community college first?', { careers: [], colleges: [osu, stark], moneyPlan: lower });
    expect(reply.text).toContain('would not save money on net price');
  });

  it('no four-year college on the list: it asks for one', async () => {
    const reply = await askSaved('What if I go to community college first?', saved(stark));
    expect(reply.text).toContain('name the four-year college you have in mind');
  });
});

describe('golden: a trade vs the planned degree', () => {
  it('an electrician apprenticeship vs a $45,000 psychology plan', async () => {
    const psych = major('42.01');
    const electricians = career('47-2111.00');
    const reply = await ask('Should I do an electrician apprenticeship instead of my psychology degree with $45,000 in loans?');
    expect(reply.text).toContain(`**Electricians**: median pay **${usd(electricians.medianPay!)}** a year (median of all workers`);
    expect(reply.text).toContain('you earn while you train');
    expect(reply.text).toContain(`$45,000 for **Psychology** grades **${gradeOf(45_000, psych.medianEarnings!)}** (`);
    expect(reply.text).toContain(`costs **${cents(blendedMonthlyPayment(45_000))}** a month when repayment starts, all the loans together`);
  });

  it('the plan from the student’s own finances', async () => {
    const context: CounselorContext = { finances: { monthlyIncome: 4000, plannedDebt: 45_000 } };
    const reply = await ask('Is a plumbing apprenticeship better than college for me?', 'en', context);
    expect(reply.text).toContain(`grades **${gradeOf(45_000, 48_000)}**`);
    expect(reply.text).toContain('your expected income of $48,000 a year');
  });

  it('in Spanish', async () => {
    const reply = await ask('¿Debería ser aprendiz de electricista en vez de mi título de psicología con $45,000 en préstamos?', 'en');
    expect(reply.text).toContain('Un programa de aprendiz es trabajo pagado');
    expect(reply.text).toContain(`recibe una **${gradeOf(45_000, major('42.01').medianEarnings!)}**`);
  });
});

describe('golden: is it worth it', () => {
  it('psychology at Ohio State: the program’s median debt against its first-year earnings', async () => {
    const row = program(OSU, '42.01');
    const reply = await ask('Is psychology at Ohio State worth it?');
    expect(reply.text).toContain(`the typical debt grades ${gradeOf(row[6]!, row[8]!)}`);
  });

  it('fine arts nationally', async () => {
    const arts = major('50.07');
    const reply = await ask('Is a fine arts degree worth it?');
    expect(reply.text).toContain(`the typical debt grades ${gradeOf(arts.medianDebt!, arts.medianEarnings!)}`);
  });

  it('in Spanish: ¿Vale la pena estudiar enfermería?', async () => {
    const nursing = major('51.38');
    const reply = await ask('¿Vale la pena estudiar enfermería?', 'en');
    expect(reply.text).toContain(`la deuda típica recibe una ${gradeOf(nursing.medianDebt!, nursing.medianEarnings!)}`);
  });
});

describe('golden: careers by everyday titles, majors in Spanish, the question’s language', () => {
  it('a veterinary technician is found by its alternate title and graded', async () => {
    const vet = career('29-2056.00');
    const reply = await ask('I want to borrow 150 thousand dollars to become a veterinary technician');
    expect(reply.text).toContain(`gets a financial grade of **${gradeOf(150_000, vet.medianPay!)}**`);
    expect(reply.text).toContain(usd(vet.medianPay!));
  });

  it('a CSI is a forensic science technician', async () => {
    const reply = await ask('How much does a crime scene investigator make?');
    expect(reply.text).toContain('Forensic science technicians');
  });

  it('a cop', async () => {
    const reply = await ask('How much do cops make?');
    expect(reply.text).toContain('Police and sheriff');
  });

  it('psicología on a Spanish page', async () => {
    const psych = major('42.01');
    const reply = await ask('¿Es buena idea pedir un préstamo de $80,000 para estudiar psicología?', 'es');
    expect(reply.text).toContain(`recibe una calificación financiera de **${gradeOf(80_000, psych.medianEarnings!)}**`);
  });

  it('psicología on an English page is answered in Spanish', async () => {
    const reply = await ask('¿Es buena idea pedir un préstamo de $80,000 para estudiar psicología?', 'en');
    expect(reply.text).toContain('calificación financiera');
  });

  it('an English question on a Spanish page is answered in English', async () => {
    const reply = await ask('Is a $60,000 loan for a psychology degree a good idea?', 'es');
    expect(reply.text).toContain('gets a financial grade of');
  });

  it('the Spanish example asks in Spanish', async () => {
    const reply = await ask('¿Está bien pedir un préstamo?', 'es');
    expect(reply.text).not.toContain('para nursing');
  });
});
