import { describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import type { CounselorContext } from '@domain/counselor/schemas';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { financialGrade } from '@domain/finance/grade';
import { monthlyPayment } from '@domain/finance/loans';
import { memoryCatalog } from './counselor.catalog';
import { answerOffline } from './offline-counselor';

const catalog = memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: COLLEGES });
const today = new Date('2026-11-23T12:00:00Z');
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const career = (title: string) => CAREERS.find((c) => c.title === title)!;
const major = (name: string) => MAJORS.find((m) => m.name === name)!;
const college = (name: string) => COLLEGES.find((c) => c.name === name)!;

const student: CounselorContext = {
  interests: {
    hollandCode: 'SIC',
    topMajors: ['Nursing (registered nursing)', 'Psychology'],
    topCareerCodes: ['29-1141.00', '15-1252.00'],
  },
  colleges: [
    { unitId: college('Auburn University').unitId, name: 'Auburn University' },
    { unitId: college('University of Alaska Anchorage').unitId, name: 'University of Alaska Anchorage' },
  ],
  finances: { monthlyIncome: 4000, plannedDebt: 60000, level: 'Comfortable' },
};

const ask = (question: string, context: CounselorContext = student) => answerOffline(question, context, catalog, today);

describe('offline counselor', () => {
  it('which careers fit me: the quiz matches with their pay and sources', async () => {
    const reply = await ask('Which careers fit me?');
    expect(reply.intent).toBe('careers-fit');
    expect(reply.text).toContain(`**Registered nurses**: median pay ${usd(career('Registered nurses').medianPay!)} a year`);
    expect(reply.text).toContain(`**Software developers**: median pay ${usd(career('Software developers').medianPay!)}`);
    expect(reply.sources.map((s) => s.url)).toEqual([career('Registered nurses').source.url, career('Software developers').source.url]);
  });

  it('which careers fit me, without a quiz: says so and points to the quiz', async () => {
    const reply = await ask('What jobs would suit me?', {});
    expect(reply.text).toMatch(/don’t have your career quiz results/);
    expect(reply.text).toContain('/career-quiz');
    expect(reply.text).not.toMatch(/\$\d/);
  });

  it('what a career pays, named loosely', async () => {
    const reply = await ask('How much do electricians make?');
    expect(reply.text).toContain(`median pay ${usd(career('Electricians').medianPay!)} a year`);
    const nurses = await ask('how much do nurses make');
    expect(nurses.text).toContain('**Registered nurses**');
  });

  it('shows top-coded pay as "$239,200 or more" and hourly-only pay as hourly, never as a number it does not have', async () => {
    const topCoded = CAREERS.find((c) => c.payKind === 'top-coded')!;
    const topReply = await ask(`How much do ${topCoded.title.toLowerCase()} make?`);
    expect(topReply.text).toContain(`**${topCoded.title}**: median pay $239,200 or more`);
    const hourly = CAREERS.find((c) => c.payKind === 'hourly only')!;
    const hourlyReply = await ask(`How much do ${hourly.title.toLowerCase()} make?`);
    expect(hourlyReply.text).toContain(
      `**${hourly.title}**: median pay $${hourly.hourlyMedianPay!.toFixed(2)} an hour (annual pay not published)`,
    );
  });

  it('compares two majors with their earnings, debt and debt grade', async () => {
    const reply = await ask('Compare nursing and psychology');
    const nursing = major('Nursing (registered nursing)');
    const psychology = major('Psychology');
    expect(reply.text).toContain(
      `median earnings ${usd(nursing.medianEarnings!)} a year (${EARNINGS_HORIZON_LABELS['early-career'].short}), median federal debt ${usd(nursing.medianDebt!)}`,
    );
    expect(reply.text).toContain(
      `median earnings ${usd(psychology.medianEarnings!)} a year (${EARNINGS_HORIZON_LABELS['early-career'].short}), median federal debt ${usd(psychology.medianDebt!)}`,
    );
    expect(reply.text).toContain(`earn ${usd(nursing.medianEarnings! - psychology.medianEarnings!)} more`);
    expect(reply.text).toContain(`debt grade ${financialGrade(nursing.medianEarnings! / 12, nursing.medianDebt!).grade}`);
    expect(reply.sources.every((s) => s.estimate)).toBe(true);
  });

  it('compares two colleges named in the question, in the order asked', async () => {
    const reply = await ask('Is University of Alaska Fairbanks or Auburn University cheaper?');
    expect(reply.intent).toBe('compare');
    const fairbanks = college('University of Alaska Fairbanks');
    const auburn = college('Auburn University');
    expect(reply.text.indexOf('University of Alaska Fairbanks')).toBeLessThan(reply.text.indexOf('**Auburn University**'));
    expect(reply.text).toContain(`average net price ${usd(fairbanks.averageNetPrice!)}`);
    expect(reply.text).toContain(`costs ${usd(auburn.averageNetPrice! - fairbanks.averageNetPrice!)} less a year`);
  });

  it('compares the student’s own college matches when none are named', async () => {
    const reply = await ask('Compare my colleges');
    expect(reply.text).toContain('**Auburn University**');
    expect(reply.text).toContain('**University of Alaska Anchorage**');
  });

  it('how much can I borrow: grade ceilings on the expected income, and federal limits', async () => {
    const reply = await ask('How much can I borrow safely for college?');
    expect(reply.intent).toBe('borrowing');
    // A- ends at 0.79 × a year of income, B+ at 1.05.
    expect(reply.text).toContain(`**A-**, borrow at most **${usd(48000 * 0.79)}**`);
    expect(reply.text).toContain(`**B+**, borrow at most **${usd(48000 * 1.05)}**`);
    expect(reply.text).toContain('$27,000 for a dependent student');
  });

  it('how much can I borrow for a named career uses its median pay', async () => {
    const pay = career('Electricians').medianPay!;
    const reply = await ask('How much can I borrow to become an electrician?', {});
    expect(reply.text).toContain(`(${usd(pay)} a year)`);
    expect(reply.text).toContain(`borrow at most **${usd(Math.floor(pay * 0.79))}**`);
  });

  it('what payment would I have: the calculator’s figure at the current rate', async () => {
    const reply = await ask('What would my monthly payment be on $30,000 of student loans?');
    expect(reply.intent).toBe('payment');
    // $25,000-$49,999 repays over 15 years under the standard plan for loans from July 1, 2026.
    expect(reply.text).toContain(`Monthly payment: **$${monthlyPayment(30000, 6.39, 180).toFixed(2)}**`);
    expect(reply.text).toContain('6.39% (the 2025-26 rate)');
    expect(reply.sources[0]?.url).toBe('https://studentaid.gov/understand-aid/types/loans/interest-rates');
    const tenYears = await ask('If I borrow 20k, what do I pay each month over 10 years?', {});
    expect(tenYears.text).toContain(`**$${monthlyPayment(20000, 6.39, 120).toFixed(2)}**`);
  });

  it('what does my grade mean', async () => {
    const reply = await ask('What does my financial grade mean?');
    expect(reply.text).toContain('Your grade is **B** (Moderate risk)');
    expect(reply.text).toContain('1.25 times a year of income');
    expect(reply.text).toContain(`Borrowing ${usd(37920)} or less would bring you to an **A-**`);
    const without = await ask('what does my grade mean', {});
    expect(without.text).toContain('/financial-expectations');
  });

  it('how do I find scholarships', async () => {
    const reply = await ask('How can I find scholarships?');
    expect(reply.intent).toBe('scholarships');
    expect(reply.text).toContain('Never pay to apply for a scholarship');
    expect(reply.sources[0]?.url).toBe('/resources/scholarships');
  });

  it('says plainly what it cannot answer, with no figures', async () => {
    for (const question of ['What will the weather be tomorrow?', 'Tell me a joke']) {
      const reply = await ask(question);
      expect(reply.text).toMatch(/^I can’t answer that one/);
      expect(reply.text).not.toMatch(/\$\d/);
      expect(reply.sources).toEqual([]);
    }
  });

  it('grades the student’s own debt on the path they name (the failures the spec names)', async () => {
    const psychology = major('Psychology');
    for (const question of [
      'Is a $60,000 loan for a psychology degree a good idea?',
      'I want to be a psychologist. I will borrow $60,000. Is that safe?',
    ]) {
      const reply = await ask(question, {});
      // $60,000 ÷ $27,900 = 2.15: above 2.1 and up to 3.14 is a D (Very High).
      expect(reply.text).toContain('**$60,000** for **Psychology** gets a financial grade of **D** (Very High risk)');
      expect(reply.text).toContain(`**${usd(psychology.medianEarnings!)}** a year (${EARNINGS_HORIZON_LABELS['early-career'].short})`);
      expect(reply.text).toContain('**2.15 times**');
      expect(reply.sources[0]).toMatchObject({ label: 'Major: Psychology', url: psychology.source.url });
    }
    const art = await ask('Should I take $120,000 in loans to study art?', {});
    expect(art.text).toContain('for **Fine and studio arts** gets a financial grade of **F**');
    expect(art.text).not.toMatch(/loan officers|art directors/i);
  });

  it('an amount with no path is graded on the student’s expected income', async () => {
    // $60,000 ÷ ($4,000 × 12) = 1.25: above 1.05 and up to 1.31 is a B (Moderate).
    const reply = await ask('Is $60,000 in loans too much for me?');
    expect(reply.text).toContain('**$60,000** on your expected income gets a financial grade of **B** (Moderate risk)');
    expect(reply.text).toContain('**$48,000** a year (the income you entered in your financial expectations)');
  });

  it('a debt, pay or college question it cannot place gets the right tools, never a bare “can’t answer”', async () => {
    const reply = await ask('Is my college debt going to ruin me?', {});
    expect(reply.text).not.toMatch(/can’t answer/);
    expect(reply.text).toContain('(/debt-calculator)');
    expect(reply.text).toContain('(/outcomes)');
  });

  it('is deterministic', async () => {
    const question = 'Compare Auburn University and University of Alaska Anchorage';
    expect(await ask(question)).toEqual(await ask(question));
  });
});

describe('offline counselor in Spanish', () => {
  const preguntar = (question: string, context: CounselorContext = student) =>
    answerOffline(question, context, catalog, today, undefined, 'es');

  it('greets in Spanish and lists what it can answer', async () => {
    const reply = await preguntar('¡Hola!');
    expect(reply.intent).toBe('greeting');
    expect(reply.text).toMatch(/^¡Hola! Soy el consejero de Waypoint/);
    expect(reply.text).toContain('Cómo encontrar becas');
  });

  it('works out a monthly payment in Spanish, with the same figures as in English', async () => {
    const spanish = await preguntar('¿Cuánto pagaría al mes por $30,000 de préstamos?');
    const english = await ask('What would my monthly payment be on $30,000 of loans?');
    expect(spanish.intent).toBe('payment');
    expect(spanish.text).toContain('- Pago mensual: **');
    expect(spanish.text).toContain('en préstamos federales');
    const figures = (text: string) => text.match(/\$[\d,.]+/g);
    expect(figures(spanish.text)).toEqual(figures(english.text));
    // The same sources, each labelled in the answer's language.
    const where = (sources: typeof spanish.sources) => sources.map(({ name, year, url }) => ({ name, year, url }));
    expect(where(spanish.sources)).toEqual(where(english.sources));
    expect(english.sources[0]!.label).toMatch(/^Undergraduate loan rate 20\d\d-\d\d$/);
    expect(spanish.sources[0]!.label).toMatch(/^Tasa de los préstamos para estudiantes de pregrado 20\d\d-\d\d$/);
  });

  it('names careers and majors and labels every source in Spanish, in the answer and in its sources list', async () => {
    const electricians = career('Electricians');
    const spanishCatalog = memoryCatalog({
      careers: CAREERS,
      majors: MAJORS,
      colleges: COLLEGES,
      spanishTitles: { [electricians.socCode]: 'Electricistas' },
    });
    const pay = await answerOffline('¿Cuánto ganan los electricians?', student, spanishCatalog, today, undefined, 'es');
    expect(pay.text).toContain('**Electricistas**');
    expect(pay.text).not.toContain('**Electricians**');
    expect(pay.sources.map((source) => source.label)).toEqual(['Carrera: Electricistas']);

    const plan = await answerOffline('¿Está bien un préstamo de $60,000 para psychology?', {}, spanishCatalog, today, undefined, 'es');
    const labels = plan.sources.map((source) => source.label);
    expect(labels).toContain('Especialidad: Psicología');
    expect(labels).toContain('Límites de los préstamos federales');
    expect(labels).toContain('Calificación financiera');
    expect(labels.join(' ')).not.toMatch(/\b(Major|Federal|Financial grade|Undergraduate)\b/);
    // The sources list inside the answer says the same labels.
    expect(plan.text).toContain('- Especialidad: Psicología:');

    const trade = await answerOffline(
      '¿Debería ser aprendiz de electricista en vez de mi título de psicología con $45,000 en préstamos?',
      {},
      spanishCatalog,
      today,
      undefined,
      'es',
    );
    expect(trade.text).toContain('**Electricistas**');
    expect(trade.text).not.toContain('High school diploma');
    expect(trade.text).toContain('capacitación típica: programa de aprendiz pagado (apprenticeship)');
    // The sources list under the text names the major in Spanish too.
    expect(trade.text).toContain('- Especialidad: Psicología:');
    expect(trade.sources.map((source) => source.label)).toContain('Carrera: Electricistas');
  });

  it('keeps English labels and names in English answers, even with Spanish titles in the catalog', async () => {
    const spanishCatalog = memoryCatalog({
      careers: CAREERS,
      majors: MAJORS,
      colleges: COLLEGES,
      spanishTitles: { [career('Electricians').socCode]: 'Electricistas' },
    });
    const pay = await answerOffline('How much do electricians make?', student, spanishCatalog, today);
    expect(pay.text).toContain('**Electricians**');
    expect(pay.sources.map((source) => source.label)).toEqual(['Career: Electricians']);
  });

  it('grades a debt for a path in Spanish, keeping the figures and naming the Plan de Asistencia de Reembolso', async () => {
    const spanish = await preguntar('¿Está bien un préstamo de $60,000 para psychology?');
    const english = await ask('Is a $60,000 loan for psychology OK?');
    expect(spanish.text).toContain('recibe una calificación financiera de **D**');
    expect(spanish.text).toContain('Plan de Asistencia de Reembolso (RAP)');
    expect(spanish.text).toContain(`**${usd(major('Psychology').medianEarnings!)}** al año (primer año después de graduarse)`);
    expect(spanish.text).not.toMatch(/\b(gets a financial grade|Earnings used|Monthly payment)\b/);
    expect(spanish.text.match(/\$[\d,.]+/g)).toEqual(english.text.match(/\$[\d,.]+/g));
    // The major is named in Spanish in the Spanish answer.
    expect(spanish.text).toContain('**$60,000** para **Psicología**');
    expect(spanish.text).toContain('graduados de Psicología');
    expect(spanish.text).not.toContain('**Psychology**');
  });

  it('your grade, scholarships and what a career pays, in Spanish', async () => {
    const grade = await preguntar('¿Qué significa mi calificación financiera?');
    expect(grade.intent).toBe('grade');
    expect(grade.text).toMatch(/^Tu calificación es \*\*/);
    const becas = await preguntar('¿Cómo encuentro becas?');
    expect(becas.intent).toBe('scholarships');
    expect(becas.text).toContain('Aquí es donde puedes buscar');
    expect(becas.text).not.toContain('Start with your school counselor');
    const pay = await preguntar('¿Cuánto ganan los electricians?');
    expect(pay.text).toContain(`salario mediano ${usd(career('Electricians').medianPay!)} al año (mediana de todos los trabajadores)`);
    expect(pay.text).not.toContain(career('Electricians').description);
  });

  it('says in Spanish what it cannot answer', async () => {
    const reply = await preguntar('¿Quién ganó el partido de ayer?');
    expect(reply.text).toMatch(/^Esa pregunta no la puedo responder/);
    expect(reply.text).toContain('el consejero de tu escuela');
  });
});
