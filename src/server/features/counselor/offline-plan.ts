import type { CounselorSource } from '@domain/counselor/schemas';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import type { Locale } from '@domain/i18n/locales';
import type { PlanFacts, ResolvedFacts } from './counselor.facts';
import { OFFLINE_TEXTS } from './offline-counselor.texts';

/*
 * The offline counselor's answer to "is this debt OK for this path?": the
 * grade, the one monthly payment for the planned debt at its true cost (the
 * pages' figure), RAP and the safe amount, each figure named with where it
 * comes from and, for earnings, its horizon.
 */

const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type PlanTexts = {
  pathFor: (name: string | null) => string;
  debtPerYear: (debt: string, perYear: string, years: number | null) => string;
  keepAMinus: (amount: string) => string;
  stayBPlus: (amount: string) => string;
  safe: (parts: string) => string;
  typicalDebt: (major: string, debt: string) => string;
  careerPay: (title: string, pay: string, horizon: string, education: string) => string;
  college: (name: string, price: string, debt: string) => string;
  perYear: (amount: string) => string;
  severalColleges: (names: string) => string;
  estimate: string;
  headline: (debt: string, path: string, grade: string, risk: string) => string;
  earnings: (label: string, annual: string, horizon: string, ratio: string) => string;
  payment: (monthly: string, atRepayment: string, years: number, awardYear: string) => string;
  part: (kind: 'student' | 'parent-plus' | 'private', principal: string, rate: number, monthly: string, years: number) => string;
  beyond: (amount: string, limit: string, years: number) => string;
  rap: (monthly: string, annual: string) => string;
  gradeRule: string;
  whereFrom: string;
  tryOther: string;
};

const PLAN_TEXTS: Record<Locale, PlanTexts> = {
  en: {
    pathFor: (name) => (name ? `for **${name}**` : 'on your expected income'),
    debtPerYear: (debt, perYear, years) => `**${debt}** (${perYear} a year for ${years} years)`,
    keepAMinus: (amount) => `at most **${amount}** to keep an **A-** (low risk)`,
    stayBPlus: (amount) => `**${amount}** to stay at **B+** (moderate risk)`,
    safe: (parts) => `- **Safe amount for this path:** ${parts}.`,
    typicalDebt: (major, debt) => `- The typical ${major} graduate leaves with ${debt} of federal debt (median).`,
    careerPay: (title, pay, horizon, education) =>
      `- **${title}** earn a median of ${pay} a year (${horizon}, not starting pay); typical entry education: ${education}.`,
    college: (name, price, debt) => `- **${name}**: average net price ${price}; its graduates’ median federal debt ${debt}.`,
    perYear: (amount) => `${amount} a year`,
    severalColleges: (names) =>
      `- Several colleges go by the name you used (${names}): name the one you mean to see its price and its graduates’ debt.`,
    estimate: ', estimate',
    headline: (debt, path, grade, risk) => `${debt} ${path} gets a financial grade of **${grade}** (${risk} risk).`,
    earnings: (label, annual, horizon, ratio) =>
      `- **Earnings used:** ${label}, **${annual}** a year (${horizon}). The debt is **${ratio} times** that.`,
    payment: (monthly, atRepayment, years, awardYear) =>
      `- **Monthly payment, all the loans together:** **${monthly}** when repayment starts. Borrowed over ${years} years of school at the ${awardYear} rates, the interest that builds up in school brings the debt to ${atRepayment}; federal loans repay on the tiered Standard plan. The grade page, the calculators and the money plan show the same figure.`,
    part: (kind, principal, rate, monthly, years) =>
      `  - ${kind === 'student' ? 'Student’s Direct Loans' : kind === 'parent-plus' ? 'Parent PLUS (the parents’ loan)' : 'Private loan (an assumption: about the average rate TICAS found in lenders’ portfolios)'}: ${principal} borrowed at ${rate}%, ${monthly} a month for ${years} years.`,
    beyond: (amount, limit, years) =>
      `- **${amount} of this would have to be Parent PLUS or private loans:** a dependent student can borrow at most ${limit} in federal Direct Loans over ${years} years.`,
    rap: (monthly, annual) =>
      `- **Repayment Assistance Plan (RAP):** **${monthly}** a month in the first year on ${annual} of income with no dependents. RAP follows income, not the debt, so a bigger loan takes longer to repay.`,
    gradeRule: 'The grade is debt ÷ a year of income: up to 0.79 is an A-, up to 1.05 a B+, above 2.1 a D and above 3.14 an F.',
    whereFrom: 'Where the figures come from:',
    tryOther: 'Try other amounts in the [debt calculator](/debt-calculator), or compare majors on the [outcomes page](/outcomes).',
  },
  es: {
    pathFor: (name) => (name ? `para **${name}**` : 'con tu ingreso esperado'),
    debtPerYear: (debt, perYear, years) => `**${debt}** (${perYear} al año durante ${years} años)`,
    keepAMinus: (amount) => `como máximo **${amount}** para mantener una **A-** (riesgo bajo)`,
    stayBPlus: (amount) => `**${amount}** para quedarte en **B+** (riesgo moderado)`,
    safe: (parts) => `- **Cantidad segura para este camino:** ${parts}.`,
    typicalDebt: (major, debt) => `- El graduado típico de ${major} termina con ${debt} de deuda federal (mediana).`,
    careerPay: (title, pay, horizon, education) =>
      `- **${title}**: salario mediano de ${pay} al año (${horizon}, no es el salario inicial); educación típica para empezar: ${education}.`,
    college: (name, price, debt) => `- **${name}**: precio neto promedio ${price}; deuda federal mediana de sus graduados ${debt}.`,
    perYear: (amount) => `${amount} al año`,
    severalColleges: (names) =>
      `- Varias universidades tienen el nombre que usaste (${names}): dime cuál quieres decir para ver su precio y la deuda de sus graduados.`,
    estimate: ', estimado',
    headline: (debt, path, grade, risk) => `${debt} ${path} recibe una calificación financiera de **${grade}** (riesgo ${risk}).`,
    earnings: (label, annual, horizon, ratio) =>
      `- **Ingresos usados:** ${label}, **${annual}** al año (${horizon}). La deuda es **${ratio} veces** esa cantidad.`,
    payment: (monthly, atRepayment, years, awardYear) =>
      `- **Pago mensual, todos los préstamos juntos:** **${monthly}** al empezar a pagar. Prestado a lo largo de ${years} años de estudios con las tasas de ${awardYear}, los intereses que se acumulan durante los estudios llevan la deuda a ${atRepayment}; los préstamos federales se pagan con el plan de pago estándar por niveles. La página de la calificación, las calculadoras y el plan de dinero muestran la misma cifra.`,
    part: (kind, principal, rate, monthly, years) =>
      `  - ${kind === 'student' ? 'Préstamos Direct del estudiante' : kind === 'parent-plus' ? 'Parent PLUS (el préstamo de los padres)' : 'Préstamo privado (un supuesto: cerca de la tasa promedio que TICAS encontró en las carteras de los prestamistas)'}: ${principal} prestados al ${rate} %, ${monthly} al mes durante ${years} años.`,
    beyond: (amount, limit, years) =>
      `- **${amount} de esto tendría que ser préstamos Parent PLUS o privados:** un estudiante dependiente puede pedir como máximo ${limit} en préstamos federales Direct en ${years} años.`,
    rap: (monthly, annual) =>
      `- **Plan de Asistencia de Reembolso (RAP):** **${monthly}** al mes el primer año, con ${annual} de ingreso y sin dependientes. El RAP depende de tu ingreso, no de la deuda, así que un préstamo más grande tarda más en pagarse.`,
    gradeRule:
      'La calificación es la deuda ÷ un año de ingreso: hasta 0.79 es una A-, hasta 1.05 una B+, más de 2.1 una D y más de 3.14 una F.',
    whereFrom: 'De dónde vienen las cifras:',
    tryOther:
      'Prueba otras cantidades en la [calculadora de deuda](/debt-calculator), o compara especialidades en la [página de resultados](/outcomes).',
  },
};

/** "for **Psychology**", "for **Electricians**": what the debt is for, as the catalog names it. */
function pathName(T: PlanTexts, plan: PlanFacts): string {
  return T.pathFor(plan.majorName ?? plan.careerTitle ?? plan.collegeName);
}

function debtLine(T: PlanTexts, plan: PlanFacts): string {
  if (plan.perYear === null) return `**${wholeUsd(plan.debt)}**`;
  return T.debtPerYear(wholeUsd(plan.debt), wholeUsd(plan.perYear), plan.years);
}

function safeLine(T: PlanTexts, plan: PlanFacts): string {
  const [low, moderate] = plan.safe;
  const parts = [
    low?.maxDebt != null ? T.keepAMinus(wholeUsd(Math.floor(low.maxDebt))) : null,
    moderate?.maxDebt != null ? T.stayBPlus(wholeUsd(Math.floor(moderate.maxDebt))) : null,
  ].filter(Boolean);
  return T.safe(parts.join(', '));
}

function extraLines(T: PlanTexts, language: Locale, plan: PlanFacts, facts: ResolvedFacts): string[] {
  const O = OFFLINE_TEXTS[language];
  const lines: string[] = [];
  if (plan.typicalDebt !== null && plan.majorName) lines.push(T.typicalDebt(plan.majorName, wholeUsd(plan.typicalDebt)));
  const career = facts.career;
  if (career && plan.earnings.kind !== 'career' && career.medianPay !== null)
    lines.push(
      T.careerPay(
        career.title,
        wholeUsd(career.medianPay),
        language === 'en' ? EARNINGS_HORIZON_LABELS['all-workers'].short : O.allWorkers,
        language === 'en' ? (career.entryEducation ?? 'not reported') : O.entryEducation(career.entryEducation).replace(/^[^:]*: /, ''),
      ),
    );
  const college = facts.college;
  if (college) {
    const price = college.averageNetPrice === null ? O.notReported : T.perYear(wholeUsd(college.averageNetPrice));
    const debt = college.medianDebt === null ? O.notReported : wholeUsd(college.medianDebt);
    lines.push(T.college(college.name, price, debt));
  } else if (facts.collegeCandidates.length > 1) {
    lines.push(T.severalColleges(facts.collegeCandidates.map((candidate) => candidate.name).join(', ')));
  }
  return lines;
}

function sourceLines(T: PlanTexts, sources: readonly CounselorSource[]): string[] {
  return sources.map(
    (source) => `- ${source.label}: ${source.name}${source.year ? ` (${source.year})` : ''}${source.estimate ? T.estimate : ''}`,
  );
}

/** The answer's lines; the caller adds the sources list. */
export function planAnswerLines(
  plan: PlanFacts,
  facts: ResolvedFacts,
  sources: readonly CounselorSource[],
  language: Locale = 'en',
): string[] {
  const T = PLAN_TEXTS[language];
  const O = OFFLINE_TEXTS[language];
  const ratio = plan.grade.debtToIncome ?? 0;
  const name = plan.earnings.kind === 'major' ? plan.majorName : plan.earnings.kind === 'career' ? plan.careerTitle : plan.collegeName;
  const earnings = O.earningsBasis(plan.earnings.kind, name, plan.earnings);
  return [
    T.headline(debtLine(T, plan), pathName(T, plan), plan.grade.grade, O.risk(plan.grade.risk) || String(plan.grade.risk)),
    '',
    T.earnings(earnings.label, wholeUsd(plan.earnings.annual), earnings.horizon, ratio.toFixed(2)),
    T.payment(
      money(plan.trueCost.monthlyPayment),
      money(plan.trueCost.allDebtAtRepayment),
      plan.trueCost.schoolYears,
      plan.trueCost.rateAwardYear,
    ),
    ...(plan.trueCost.parts.length > 1
      ? plan.trueCost.parts.map((part) =>
          T.part(part.kind, wholeUsd(part.principal), part.ratePercent, money(part.monthlyPayment), part.months / 12),
        )
      : []),
    ...(plan.trueCost.beyondFederal
      ? [
          T.beyond(
            wholeUsd(plan.trueCost.beyondFederal.amount),
            wholeUsd(plan.trueCost.beyondFederal.federalLimit),
            plan.trueCost.schoolYears,
          ),
        ]
      : []),
    T.rap(money(plan.rapMonthlyPayment), wholeUsd(plan.earnings.annual)),
    safeLine(T, plan),
    ...extraLines(T, language, plan, facts),
    '',
    plan.gradeExplanation ? O.gradeExplanation(plan.grade.grade, plan.gradeExplanation) : '',
    '',
    T.gradeRule,
    '',
    T.whereFrom,
    ...sourceLines(T, sources),
    '',
    T.tryOther,
  ];
}
