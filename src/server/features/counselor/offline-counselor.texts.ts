import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { COSTLY_BELOW_GRADE, COSTLY_MAJOR_RATIO, COSTLY_RULE_TEXT } from '@domain/finance/costly';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import type { FinancialRisk } from '@domain/finance/grade';
import type { Locale } from '@domain/i18n/locales';

/*
 * The offline counselor's words in each language. The answer's figures come from the
 * same tools in both; only the sentences around them change. Spanish has the same keys as English
 * (the type says so). Names of careers, majors and colleges stay as Waypoint's data names them.
 */

export type EarningsKind = 'salary' | 'major' | 'career' | 'college' | 'expected';

export type OfflineTexts = {
  notReported: string;
  earlyCareer: string;
  allWorkers: string;
  capabilities: string;
  toolLinks: string;
  /** "median pay $61,590 a year (median of all workers)"; `pay` is the pay in words when there is no annual figure. */
  careerPay: (medianPay: string | null, pay: string) => string;
  entryEducation: (education: string | null) => string;
  jobGrowth: (percent: string) => string;
  majorLine: (name: string, earnings: string | null, debt: string, gradePart: string) => string;
  debtGrade: (grade: string, risk: string, costly: boolean) => string;
  risk: (risk: FinancialRisk | null) => string;
  collegeParts: {
    netPrice: (v: string) => string;
    completion: (v: string) => string;
    debt: (v: string) => string;
    earnings: (v: string) => string;
    admission: (v: string) => string;
  };
  control: (control: string) => string;
  earningsYear: (amount: string, horizon: string) => string;
  /** What an earnings figure is and its horizon; English keeps the facts' own words. */
  earningsBasis: (
    kind: EarningsKind,
    name: string | null,
    english: { label: string; horizon: string },
  ) => { label: string; horizon: string };
  /** The catalog's English description is shown in English only; Spanish answers leave it out rather than show English. */
  showDescriptions: boolean;
  fitBasisQuiz: string;
  fitBasisProfile: (code: string | null) => string;
  strengthLine: (list: string) => string;
  noQuiz: string;
  takeQuiz: string;
  fitIntro: (basis: string) => string;
  fitAskMore: string;
  payNote: string;
  majorNote: string;
  collegeNetPriceNote: string;
  collegeEstimateNote: string;
  compareIntro: string;
  compareMajorsIntro: string;
  cheaperCollege: (name: string, gap: string, four: string) => string;
  noPriceCompare: string;
  higherCompletion: (name: string) => string;
  majorEarnsMore: (name: string, gap: string) => string;
  majorOwesLess: (name: string, gap: string) => string;
  notReportedNote: string;
  careerEarnsMore: (title: string, gap: string) => string;
  compareNotFound: string;
  compareTryNames: string;
  salaryGiven: string;
  medianPayOf: (title: string) => string;
  expectedIncomeBasis: (monthly: string) => string;
  topCareerBasis: (title: string) => string;
  federalLimits: (years: number, dependent: string, independent: string, parentPlus: string) => string;
  borrowUnknownSalary: string;
  borrowTellMe: string;
  borrowCeiling: (grade: string, max: string, monthly: string, years: number, beyond: string | null) => string;
  borrowBasis: (basis: string, salary: string) => string;
  borrowLess: string;
  paymentAsk: string;
  paymentIntro: (principal: string, rate: number, awardYear: string, years: number) => string;
  paymentMonthly: (amount: string) => string;
  paymentTotal: (total: string, interest: string) => string;
  paymentTerm: (years: number) => string;
  paymentShare: (share: string, income: string) => string;
  paymentWhetherSafe: string;
  paymentCalculator: string;
  gradeExplain: string;
  gradeNoFinances: string;
  gradeYours: (grade: string, risk: string, debt: string, monthly: string, yearly: string, ratio: string) => string;
  gradeExplanation: (grade: string, english: string) => string;
  gradeBetter: (amount: string) => string;
  scholarshipsIntro: string;
  /** Spanish lists its own places to look (the guide's text is English); English uses the guide. */
  scholarshipPlaces: string[] | null;
  scholarshipScamRule: (english: string) => string;
  scholarshipDirectory: string;
  whichCollege: string;
  whichCollegeAsk: (name: string) => string;
  redirect: string;
  toolsAnswer: string;
  cannotAnswer: string;
  askSchoolCounselor: string;
  savedSignIn: string;
  savedNone: (what: 'both' | 'careers' | 'colleges') => string;
  savedCollegesIntro: string;
  savedCheapest: (name: string, price: string) => string;
  savedCareersIntro: string;
  greeting: string;
  lookupNotFound: string;
};

const EN_CAPABILITIES = [
  '- **Which careers fit me** (from your career quiz, or a career you name)',
  '- **What a career pays**, or what a major’s graduates earn and owe',
  '- **Compare two majors or two colleges** by cost, debt and earnings',
  '- **How much can I borrow** for the salary you expect',
  '- **What payment would I have** on a loan amount',
  '- **What my financial grade means**',
  '- **How to find scholarships**',
].join('\n');

const EN_TOOL_LINKS = [
  '- The [loan calculator](/calculator): your monthly payment under each repayment plan, and the best plan in one sentence',
  '- The [debt calculator](/debt-calculator): how much you could borrow safely on a salary or career',
  '- [Financial expectations](/financial-expectations): your own financial grade',
  '- The [college quiz](/college-quiz): colleges that fit you, with their net price and graduates’ debt',
  '- [Career exploration](/premium/career-exploration): careers’ pay, training and outlook (sign in, free)',
  '- [Outcomes by major](/outcomes): every major’s early-career earnings, typical debt and debt grade',
].join('\n');

const EARLY_CAREER = EARNINGS_HORIZON_LABELS['early-career'].short;
const ALL_WORKERS = EARNINGS_HORIZON_LABELS['all-workers'].short;

const en: OfflineTexts = {
  notReported: 'not reported',
  earlyCareer: EARLY_CAREER,
  allWorkers: ALL_WORKERS,
  capabilities: EN_CAPABILITIES,
  toolLinks: EN_TOOL_LINKS,
  careerPay: (medianPay, pay) => (medianPay === null ? `median pay ${pay}` : `median pay ${medianPay} a year (${ALL_WORKERS})`),
  entryEducation: (education) => `typical entry education: ${education ?? 'not reported'}`,
  jobGrowth: (percent) => `projected job growth ${percent}%`,
  majorLine: (name, earnings, debt, gradePart) =>
    `- **${name}**: graduates’ median earnings ${earnings === null ? 'not reported' : `${earnings} a year (${EARLY_CAREER})`}, median federal debt ${debt}${gradePart}.`,
  debtGrade: (grade, risk, costly) => `; debt grade ${grade} (${risk} risk)${costly ? ', costly' : ''}`,
  risk: (risk) => risk ?? '',
  collegeParts: {
    netPrice: (v) => `average net price ${v} a year`,
    completion: (v) => `completion rate ${v}`,
    debt: (v) => `median debt ${v}`,
    earnings: (v) => `median earnings ${v}`,
    admission: (v) => `admission rate ${v}`,
  },
  control: (control) => control.replace(/-/g, ' '),
  earningsYear: (amount, horizon) => `${amount} a year (${horizon})`,
  earningsBasis: (_kind, _name, english) => english,
  showDescriptions: true,
  fitBasisQuiz: 'These are the best matches from your career quiz',
  fitBasisProfile: (code) => `These careers are closest to your interest profile${code ? ` (${code})` : ''}`,
  strengthLine: (list) => `Your strongest areas in the thinking games were ${list}. Careers that use them are worth a close look.`,
  noQuiz: 'I don’t have your career quiz results yet, so I can’t say which careers fit you.',
  takeQuiz:
    'Take the [career quiz](/career-quiz) (about 10 minutes): it measures your interests in six areas and matches them with 200+ careers. Then ask me again, and I’ll compare their pay, training and debt with you.',
  fitIntro: (basis) => `${basis}, with what each pays:`,
  fitAskMore: 'Ask me about any of them (“How much do registered nurses make?”), or what you could borrow on one of these salaries.',
  payNote: 'Pay is the national median: half of workers earn more, half less, and pay varies by state and experience.',
  majorNote:
    'Earnings are typical first-years-after-graduation figures for bachelor’s graduates; debt is the median federal loan debt at graduation. The debt grade uses the same table as your financial grade, with earnings as a year of income. ' +
    `${COSTLY_RULE_TEXT} ${ADDED_FAMILY_DEBT.parentPlus.note} ${ADDED_FAMILY_DEBT.private.note}`,
  collegeNetPriceNote:
    'Net price is what students pay after grants and scholarships, on average; your own price depends on your family’s income, so try each college’s net price calculator.',
  collegeEstimateNote: 'Debt and earnings marked as estimates in the sources were computed by Waypoint from field-of-study data.',
  compareIntro: 'Here is how they compare:',
  compareMajorsIntro: 'Here is how they compare for graduates with a bachelor’s degree:',
  cheaperCollege: (name, gap, four) => `${name} costs ${gap} less a year on average, about ${four} over four years.`,
  noPriceCompare: 'One of the net prices is not reported, so I can’t say which costs less.',
  higherCompletion: (name) =>
    `${name} has the higher completion rate; finishing on time matters, because extra years cost more and borrowing without a degree is the riskiest debt.`,
  majorEarnsMore: (name, gap) => `${name} graduates earn ${gap} more a year at the median.`,
  majorOwesLess: (name, gap) => `${name} graduates owe ${gap} less at the median.`,
  notReportedNote: 'Where a figure is not reported, too few colleges published it to give a fair median.',
  careerEarnsMore: (title, gap) => `${title} earn ${gap} more a year at the median. Weigh that against the training each needs.`,
  compareNotFound: 'I can compare two majors, two colleges or two careers, but I couldn’t find two of the same kind in your question.',
  compareTryNames:
    'Try naming them the way Waypoint lists them, for example “Compare Nursing and Psychology” or “Compare Auburn University and University of Alabama”. These tools compare them too:',
  salaryGiven: 'the salary you gave',
  medianPayOf: (title) => `the median pay of ${title.toLowerCase()}`,
  expectedIncomeBasis: (monthly) => `your expected income of ${monthly} a month`,
  topCareerBasis: (title) => `the median pay of ${title.toLowerCase()}, your top career match`,
  federalLimits: (years, dependent, independent, parentPlus) =>
    `Federal limits for ${years} year${years === 1 ? '' : 's'} of undergraduate study: ${dependent} for a dependent student, ${independent} for an independent student; parents can add up to ${parentPlus} in Parent PLUS loans for loans made from July 1, 2026.`,
  borrowUnknownSalary: 'How much is safe depends on what you expect to earn after college, and I don’t know that yet.',
  borrowTellMe:
    'Tell me a career (“How much can I borrow to become an electrician?”) or a salary (“…if I earn $50,000?”), or fill in your [financial expectations](/financial-expectations), and I’ll work out a safe amount.',
  borrowCeiling: (grade, max, monthly, years, beyond) =>
    `- To keep a grade of **${grade}**, borrow at most **${max}** in total over ${years} years of school: about ${monthly} a month when repayment starts (tiered Standard plan, with the interest that builds up in school).${beyond ? ` ${beyond} of this would have to be Parent PLUS or private loans.` : ''}`,
  borrowBasis: (basis, salary) => `Based on ${basis} (${salary} a year):`,
  borrowLess:
    'Borrowing less than the federal limit is often the smarter plan: grants, scholarships and a lower-cost college all shrink the loan.',
  paymentAsk:
    'Tell me how much you plan to borrow, for example “What would my payment be on $30,000?”, and I’ll work out the monthly payment at the current federal rate.',
  paymentIntro: (principal, rate, awardYear, years) =>
    `On **${principal}** of federal undergraduate loans at ${rate}% (the ${awardYear} rate), repaid over ${years} years:`,
  paymentMonthly: (amount) => `- Monthly payment: **${amount}**`,
  paymentTotal: (total, interest) => `- Total paid: ${total}, of which ${interest} is interest`,
  paymentTerm: (years) => `${years} years is the standard plan’s term for that balance on loans made from July 1, 2026.`,
  paymentShare: (share, income) => `That is ${share} of the ${income} a month you expect to earn.`,
  paymentWhetherSafe:
    'Whether that is safe depends on what you will earn: name the major, career or salary (“Is $35,000 OK for nursing?”) and I’ll grade it.',
  paymentCalculator: 'The [debt calculator](/calculator) shows the full schedule and other repayment plans.',
  gradeExplain:
    'Your financial grade compares the debt you plan to take on with a year of the income you expect: debt ÷ (monthly income × 12). Up to 0.39 is an **A+**; above 3.14 is an **F**.',
  gradeNoFinances:
    'I don’t have your financial expectations yet. [Fill them in](/financial-expectations) and ask again to see your own grade.',
  gradeYours: (grade, risk, debt, monthly, yearly, ratio) =>
    `Your grade is **${grade}** (${risk} risk): you plan to borrow ${debt} and expect ${monthly} a month, ${yearly} a year, so your debt is ${ratio} times a year of income.`,
  gradeExplanation: (_grade, english) => english,
  gradeBetter: (amount) => `Borrowing ${amount} or less would bring you to an **A-** (low risk).`,
  scholarshipsIntro: 'Here is where to look:',
  scholarshipPlaces: null,
  scholarshipScamRule: (english) => english,
  scholarshipDirectory:
    'Waypoint’s [scholarship directory](/resources/scholarships) lists national scholarships that recur every year, with their deadlines.',
  whichCollege: 'Several colleges go by that name. Which one do you mean?',
  whichCollegeAsk: (name) =>
    'Ask again with its full name, for example “Is $30,000 ok for ' +
    name +
    '?”. The [college quiz](/college-quiz) compares colleges by net price and graduates’ debt.',
  redirect:
    'I couldn’t find the figures for that in Waypoint’s data. Name the amount and a major, career or college, for example “Is $40,000 of loans OK for nursing?” or “How much do electricians make?”, and I’ll answer with our figures. I can also answer:',
  toolsAnswer: 'These Waypoint tools answer it directly:',
  cannotAnswer:
    'I can’t answer that one. I’m Waypoint’s offline counselor: I answer from Waypoint’s own career, college and loan data, and only questions like these:',
  askSchoolCounselor: 'For anything else, your school counselor is a great person to ask.',
  savedSignIn: 'Sign in and save careers and colleges, and I can compare the ones you saved.',
  savedNone: (what) =>
    `You haven’t saved any ${what === 'both' ? 'careers or colleges' : what} yet. Use **Save career** on a career’s page or **Save college** on your college matches, and they will show on your [profile](/profile).`,
  savedCollegesIntro: 'Your saved colleges, lowest average net price first:',
  savedCheapest: (name, price) =>
    `**${name}** has the lowest average net price of your saved colleges: ${price} a year. Net price is what students pay after grants and scholarships, on average; your own price depends on your family’s income, so try each college’s net price calculator.`,
  savedCareersIntro: 'Your saved careers, highest median pay first (all workers, not starting pay):',
  greeting: 'Hi! I’m Waypoint’s counselor. Ask me about careers, majors, colleges, costs and debt. For example:',
  lookupNotFound:
    'I couldn’t find that in Waypoint’s data. Try the name as Waypoint lists it, for example “How much do electricians make?”, “Tell me about the nursing major” or “How much does Auburn University cost?”. I can answer:',
};

const RISK_ES: Record<FinancialRisk, string> = {
  'Very Low': 'muy bajo',
  Low: 'bajo',
  Moderate: 'moderado',
  Higher: 'algo alto',
  High: 'alto',
  'Very High': 'muy alto',
  Extreme: 'extremo',
};

/** The grade table's explanations (domain/finance/grade.ts), by grade. */
const GRADE_EXPLANATION_ES: Record<string, string> = {
  'A+': 'Tu deuda planeada es menos del 40% del ingreso de un año: muy manejable.',
  A: 'Tu deuda planeada es menos del 60% del ingreso de un año: puedes pagarla con comodidad.',
  'A-': 'Tu deuda planeada es menos del 80% del ingreso de un año: manejable con un presupuesto estable.',
  'B+': 'Tu deuda planeada es más o menos el ingreso de un año: se puede, pero necesitas un plan.',
  B: 'Tu deuda planeada llega a cerca de 1.3 años de ingreso: cuenta con un presupuesto cuidadoso por varios años.',
  'B-': 'Tu deuda planeada llega a cerca de 1.6 años de ingreso: los pagos del préstamo van a apretar tu presupuesto.',
  'C+': 'Tu deuda planeada llega a cerca de 1.8 años de ingreso: pagarla será difícil, así que busca cómo pedir menos prestado.',
  C: 'Tu deuda planeada llega a cerca de 2 años de ingreso: es una carga pesada, así que piensa en becas o en una escuela más barata.',
  D: 'Tu deuda planeada llega a cerca de 3 años de ingreso: podrías tardar décadas en pagarla, así que replantea el plan.',
  F: 'Tu deuda planeada es más de 3 veces el ingreso de un año: muy probablemente es más de lo que podrás pagar.',
};

/** BLS typical entry education, as the catalog writes it. */
const EDUCATION_ES: Record<string, string> = {
  "Bachelor's degree": 'licenciatura (bachelor’s degree)',
  "Associate's degree": 'título de dos años (associate degree)',
  "Master's degree": 'maestría',
  'Doctoral or professional degree': 'doctorado o título profesional',
  'High school diploma or equivalent': 'diploma de high school o equivalente',
  'Postsecondary nondegree award': 'certificado postsecundario (sin título universitario)',
  'Some college, no degree': 'algunos estudios universitarios, sin título',
  'No formal educational credential': 'no se requiere un título formal',
};

const CONTROL_ES: Record<string, string> = {
  public: 'pública',
  'private-nonprofit': 'privada sin fines de lucro',
  'private-for-profit': 'privada con fines de lucro',
};

/** Career pay in words (careerPayText) into Spanish: "$239,200 or more", "$25.10 an hour (annual pay not published)". */
const payEs = (pay: string) =>
  pay === 'not reported'
    ? 'no reportado'
    : pay.replace(/ or more$/, ' o más').replace(/ an hour \(annual pay not published\)$/, ' la hora (no se publica el salario anual)');

const es: OfflineTexts = {
  notReported: 'no reportado',
  earlyCareer: 'primer año después de graduarse',
  allWorkers: 'mediana de todos los trabajadores',
  capabilities: [
    '- **Qué carreras me convienen** (según tu cuestionario de carreras, o una carrera que nombres)',
    '- **Cuánto paga una carrera**, o cuánto ganan y deben los graduados de una especialidad',
    '- **Comparar dos especialidades o dos universidades** por costo, deuda e ingresos',
    '- **Cuánto puedo pedir prestado** según el salario que esperas',
    '- **Cuánto pagaría al mes** por un préstamo',
    '- **Qué significa mi calificación financiera**',
    '- **Cómo encontrar becas**',
  ].join('\n'),
  toolLinks: [
    '- La [calculadora de préstamos](/calculator): tu pago mensual en cada plan de pago, y el mejor plan en una frase',
    '- La [calculadora de deuda](/debt-calculator): cuánto podrías pedir prestado sin riesgo según un salario o una carrera',
    '- [Expectativas financieras](/financial-expectations): tu propia calificación financiera',
    '- El [cuestionario de universidades](/college-quiz): universidades que te convienen, con su precio neto y la deuda de sus graduados',
    '- [Explorar carreras](/premium/career-exploration): salario, formación y perspectivas de cada carrera (inicia sesión, gratis)',
    '- [Resultados por especialidad](/outcomes): ingresos al inicio de la carrera, deuda típica y calificación de deuda de cada especialidad',
  ].join('\n'),
  careerPay: (medianPay, pay) =>
    medianPay === null ? `salario mediano ${payEs(pay)}` : `salario mediano ${medianPay} al año (mediana de todos los trabajadores)`,
  entryEducation: (education) =>
    `educación típica para empezar: ${education === null ? 'no reportada' : (EDUCATION_ES[education] ?? education)}`,
  jobGrowth: (percent) => `crecimiento de empleo proyectado ${percent}%`,
  majorLine: (name, earnings, debt, gradePart) =>
    `- **${name}**: ingresos medianos de sus graduados ${earnings === null ? 'no reportados' : `${earnings} al año (primer año después de graduarse)`}, deuda federal mediana ${debt}${gradePart}.`,
  debtGrade: (grade, risk, costly) => `; calificación de deuda ${grade} (riesgo ${risk})${costly ? ', costosa' : ''}`,
  risk: (risk) => (risk ? RISK_ES[risk] : ''),
  collegeParts: {
    netPrice: (v) => `precio neto promedio ${v === 'no reportado' ? v : `${v} al año`}`,
    completion: (v) => `tasa de graduación ${v}`,
    debt: (v) => `deuda mediana ${v}`,
    earnings: (v) => `ingresos medianos ${v}`,
    admission: (v) => `tasa de admisión ${v}`,
  },
  control: (control) => CONTROL_ES[control] ?? control.replace(/-/g, ' '),
  earningsYear: (amount, horizon) => `${amount} al año (${horizon})`,
  earningsBasis: (kind, name) => {
    const early = 'primer año después de graduarse';
    if (kind === 'major' || kind === 'college') return { label: `Ingresos medianos de los graduados de ${name}`, horizon: early };
    if (kind === 'career')
      return { label: `El salario mediano de ${name}`, horizon: 'mediana de todos los trabajadores: el salario inicial suele ser menor' };
    if (kind === 'salary') return { label: 'El salario que diste', horizon: 'el salario que diste' };
    return { label: 'Tu ingreso esperado', horizon: 'el ingreso que anotaste en tus expectativas financieras' };
  },
  showDescriptions: false,
  fitBasisQuiz: 'Estas son las carreras que mejor te quedan según tu cuestionario de carreras',
  fitBasisProfile: (code) => `Estas carreras son las más cercanas a tu perfil de intereses${code ? ` (${code})` : ''}`,
  strengthLine: (list) =>
    `Tus áreas más fuertes en los juegos de razonamiento fueron ${list}. Vale la pena mirar de cerca las carreras que las usan.`,
  noQuiz: 'Todavía no tengo los resultados de tu cuestionario de carreras, así que no puedo decirte qué carreras te convienen.',
  takeQuiz:
    'Haz el [cuestionario de carreras](/career-quiz) (unos 10 minutos): mide tus intereses en seis áreas y los compara con más de 200 carreras. Luego pregúntame otra vez y comparamos juntos su salario, su formación y su deuda.',
  fitIntro: (basis) => `${basis}, con lo que paga cada una:`,
  fitAskMore:
    'Pregúntame por cualquiera de ellas (“¿Cuánto ganan los enfermeros?”), o cuánto podrías pedir prestado con uno de estos salarios.',
  payNote:
    'El salario es la mediana nacional: la mitad de los trabajadores gana más y la otra mitad menos, y cambia según el estado y la experiencia.',
  majorNote:
    'Los ingresos son cifras típicas de los primeros años después de graduarse, para graduados de licenciatura; la deuda es la deuda mediana de préstamos federales al graduarse. La calificación de deuda usa la misma tabla que tu calificación financiera, con los ingresos como un año de ingreso. ' +
    `Una especialidad se marca como costosa cuando la deuda típica de la familia (los préstamos federales del graduado, más los préstamos Parent PLUS y privados que una familia sumaría) es más de ${COSTLY_MAJOR_RATIO} veces los ingresos del primer año después de graduarse: por debajo de la calificación ${COSTLY_BELOW_GRADE} en la tabla de calificación financiera. ` +
    'Los préstamos Parent PLUS y los privados no están en los datos: las cifras del College Scorecard solo cuentan los préstamos federales del estudiante.',
  collegeNetPriceNote:
    'El precio neto es lo que pagan los estudiantes, en promedio, después de subvenciones y becas; tu precio depende del ingreso de tu familia, así que prueba la calculadora de precio neto de cada universidad.',
  collegeEstimateNote:
    'La deuda y los ingresos marcados como estimados en las fuentes los calculó Waypoint con datos por campo de estudio.',
  compareIntro: 'Así se comparan:',
  compareMajorsIntro: 'Así se comparan para los graduados de licenciatura:',
  cheaperCollege: (name, gap, four) => `${name} cuesta ${gap} menos al año en promedio, unos ${four} en cuatro años.`,
  noPriceCompare: 'Uno de los precios netos no está reportado, así que no puedo decir cuál cuesta menos.',
  higherCompletion: (name) =>
    `${name} tiene la tasa de graduación más alta; terminar a tiempo importa, porque cada año extra cuesta más y pedir prestado sin llegar a graduarse es la deuda más riesgosa.`,
  majorEarnsMore: (name, gap) => `Los graduados de ${name} ganan ${gap} más al año, en la mediana.`,
  majorOwesLess: (name, gap) => `Los graduados de ${name} deben ${gap} menos, en la mediana.`,
  notReportedNote: 'Cuando una cifra no está reportada, muy pocas universidades la publicaron para dar una mediana justa.',
  careerEarnsMore: (title, gap) => `${title}: ${gap} más al año en la mediana. Compáralo con la formación que pide cada una.`,
  compareNotFound:
    'Puedo comparar dos especialidades, dos universidades o dos carreras, pero no encontré dos del mismo tipo en tu pregunta.',
  compareTryNames:
    'Escribe los nombres como los muestra Waypoint, por ejemplo “Compara Nursing y Psychology” o “Compara Auburn University y University of Alabama”. Estas herramientas también los comparan:',
  salaryGiven: 'el salario que diste',
  medianPayOf: (title) => `el salario mediano de ${title}`,
  expectedIncomeBasis: (monthly) => `tu ingreso esperado de ${monthly} al mes`,
  topCareerBasis: (title) => `el salario mediano de ${title}, la carrera que mejor te queda`,
  federalLimits: (years, dependent, independent, parentPlus) =>
    `Límites federales para ${years} ${years === 1 ? 'año' : 'años'} de estudios universitarios: ${dependent} para un estudiante dependiente, ${independent} para un estudiante independiente; los padres pueden sumar hasta ${parentPlus} en préstamos Parent PLUS, para préstamos hechos desde el 1 de julio de 2026.`,
  borrowUnknownSalary: 'Cuánto es seguro pedir prestado depende de lo que esperas ganar después de la universidad, y eso todavía no lo sé.',
  borrowTellMe:
    'Dime una carrera (“¿Cuánto puedo pedir prestado para ser electricista?”) o un salario (“…si gano $50,000?”), o llena tus [expectativas financieras](/financial-expectations), y calculo una cantidad segura.',
  borrowCeiling: (grade, max, monthly, years, beyond) =>
    `- Para mantener una calificación de **${grade}**, pide prestado como máximo **${max}** en total en ${years} años de estudios: unos ${monthly} al mes al empezar a pagar (plan Standard escalonado, con los intereses que se acumulan durante los estudios).${beyond ? ` ${beyond} de esto tendría que ser préstamos Parent PLUS o privados.` : ''}`,
  borrowBasis: (basis, salary) => `Según ${basis} (${salary} al año):`,
  borrowLess:
    'Pedir prestado menos que el límite federal suele ser el plan más inteligente: las subvenciones, las becas y una universidad más barata reducen el préstamo.',
  paymentAsk:
    'Dime cuánto piensas pedir prestado, por ejemplo “¿Cuánto pagaría al mes por $30,000?”, y calculo el pago mensual con la tasa federal actual.',
  paymentIntro: (principal, rate, awardYear, years) =>
    `Con **${principal}** en préstamos federales para estudios universitarios al ${rate}% (la tasa de ${awardYear}), pagados en ${years} años:`,
  paymentMonthly: (amount) => `- Pago mensual: **${amount}**`,
  paymentTotal: (total, interest) => `- Total pagado: ${total}, de los cuales ${interest} son intereses`,
  paymentTerm: (years) =>
    `${years} años es el plazo del plan de pago estándar para ese saldo, en préstamos hechos desde el 1 de julio de 2026.`,
  paymentShare: (share, income) => `Eso es el ${share} de los ${income} al mes que esperas ganar.`,
  paymentWhetherSafe:
    'Si es seguro o no depende de lo que vas a ganar: dime la especialidad, la carrera o el salario (“¿Está bien $35,000 para enfermería?”) y te doy la calificación.',
  paymentCalculator: 'La [calculadora de deuda](/calculator) muestra el calendario completo y otros planes de pago.',
  gradeExplain:
    'Tu calificación financiera compara la deuda que piensas tomar con un año del ingreso que esperas: deuda ÷ (ingreso mensual × 12). Hasta 0.39 es una **A+**; más de 3.14 es una **F**.',
  gradeNoFinances:
    'Todavía no tengo tus expectativas financieras. [Llénalas](/financial-expectations) y pregúntame otra vez para ver tu calificación.',
  gradeYours: (grade, risk, debt, monthly, yearly, ratio) =>
    `Tu calificación es **${grade}** (riesgo ${risk}): piensas pedir prestado ${debt} y esperas ganar ${monthly} al mes, ${yearly} al año, así que tu deuda es ${ratio} veces un año de ingreso.`,
  gradeExplanation: (grade, english) => GRADE_EXPLANATION_ES[grade] ?? english,
  gradeBetter: (amount) => `Si pides prestado ${amount} o menos, llegarías a una **A-** (riesgo bajo).`,
  scholarshipsIntro: 'Aquí es donde puedes buscar:',
  scholarshipPlaces: [
    '- **Empieza con el consejero de tu escuela**: conoce premios locales de negocios, clubes y fundaciones de la comunidad. Los premios locales tienen muchos menos solicitantes que los nacionales.',
    '- **Pregunta a las universidades donde vas a aplicar**: la mayor parte del dinero de becas viene de las propias universidades. Revisa sus páginas de ayuda financiera y becas.',
    '- **Usa buscadores gratuitos**: el Scholarship Finder del Departamento de Trabajo y la página de becas de Federal Student Aid son gratis. Nunca tienes que pagarle a nadie para buscar becas por ti. ([CareerOneStop Scholarship Finder](https://www.careeronestop.org/toolkit/training/find-scholarships.aspx))',
    '- **Busca cerca de casa**: pregunta en tu trabajo, en el trabajo de tus padres o tutores, en sindicatos, en tu iglesia y en los grupos a los que perteneces.',
    '- **Llena la FAFSA**: muchas becas (y todas las subvenciones federales y la mayoría de las estatales) usan la FAFSA para medir tu necesidad. Llénala cada año lo antes posible. ([FAFSA en StudentAid.gov](https://studentaid.gov/h/apply-for-aid/fafsa))',
  ],
  scholarshipScamRule: () => 'Nunca pagues por una beca ni por buscarla: si te piden dinero para darte una beca, es una estafa.',
  scholarshipDirectory:
    'El [directorio de becas](/resources/scholarships) de Waypoint muestra becas nacionales que se repiten cada año, con sus fechas límite.',
  whichCollege: 'Varias universidades tienen ese nombre. ¿Cuál quieres decir?',
  whichCollegeAsk: (name) =>
    `Pregúntame otra vez con el nombre completo, por ejemplo “¿Está bien $30,000 para ${name}?”. El [cuestionario de universidades](/college-quiz) compara universidades por precio neto y deuda de sus graduados.`,
  redirect:
    'No encontré las cifras para eso en los datos de Waypoint. Dime la cantidad y una especialidad, carrera o universidad, por ejemplo “¿Está bien $40,000 de préstamos para enfermería?” o “¿Cuánto ganan los electricistas?”, y te respondo con nuestras cifras. También puedo responder:',
  toolsAnswer: 'Estas herramientas de Waypoint lo responden directamente:',
  cannotAnswer:
    'Esa pregunta no la puedo responder. Soy el consejero sin conexión de Waypoint: respondo con los datos de carreras, universidades y préstamos de Waypoint, y solo preguntas como estas:',
  askSchoolCounselor: 'Para todo lo demás, el consejero de tu escuela es una gran persona a quien preguntar.',
  savedSignIn: 'Inicia sesión y guarda carreras y universidades, y podré comparar las que guardaste.',
  savedNone: (what) =>
    `Todavía no has guardado ${what === 'both' ? 'carreras ni universidades' : what === 'careers' ? 'carreras' : 'universidades'}. Usa **Guardar carrera** en la página de una carrera o **Guardar universidad** en tus universidades recomendadas, y aparecerán en tu [perfil](/profile).`,
  savedCollegesIntro: 'Tus universidades guardadas, de menor a mayor precio neto promedio:',
  savedCheapest: (name, price) =>
    `**${name}** tiene el precio neto promedio más bajo de tus universidades guardadas: ${price} al año. El precio neto es lo que pagan los estudiantes, en promedio, después de subvenciones y becas; tu precio depende del ingreso de tu familia, así que prueba la calculadora de precio neto de cada universidad.`,
  savedCareersIntro: 'Tus carreras guardadas, de mayor a menor salario mediano (todos los trabajadores, no el salario inicial):',
  greeting: '¡Hola! Soy el consejero de Waypoint. Pregúntame sobre carreras, especialidades, universidades, costos y deudas. Por ejemplo:',
  lookupNotFound:
    'No encontré eso en los datos de Waypoint. Escribe el nombre como lo muestra Waypoint, por ejemplo “¿Cuánto ganan los electricistas?”, “Háblame de la especialidad de enfermería” o “¿Cuánto cuesta Auburn University?”. Puedo responder:',
};

export const OFFLINE_TEXTS: Record<Locale, OfflineTexts> = { en, es };
