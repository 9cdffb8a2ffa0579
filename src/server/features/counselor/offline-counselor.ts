import { detectIntent, type CounselorIntent } from '@domain/counselor/intents';
import { savedListAsked } from '@domain/counselor/saved-lists';
import type { CounselorContext } from '@domain/counselor/schemas';
import type { Locale } from '@domain/i18n/locales';
import type { CounselorCatalog } from './counselor.catalog';
import { answerChoice, type ChoiceAnswer } from './counselor.choices';
import { namedRows, planFor, resolveQuestionFacts } from './counselor.facts';
import { shownNames, sourcesIn } from './counselor.tools';
import type { SavedLists } from './counselor.saved';
import { answer, capabilities, offlineWords, toolLinks, type OfflineAnswer, type OfflineWords, type Resolved } from './offline-lines';
import { careerInfo, careersFit, collegeInfo, compare, majorInfo, savedListAnswer, whichCollege } from './offline-lookups';
import { borrowing, grade, payment, scholarships } from './offline-money';
import { planAnswerLines } from './offline-plan';

/*
 * The offline counselor: answers the common questions from the same
 * tools and data as the model, with no model at all. Deterministic: the same
 * question and results always give the same answer. Every figure comes from a
 * tool result; what it cannot answer, it says so and points to what it can.
 * This file picks the answer for the question's intent; the money answers live in offline-money, the careers,
 * majors and colleges in offline-lookups, and the price and real-choice answers in counselor.choices.
 */

export type { OfflineAnswer } from './offline-lines';

/**
 * What the question names: whole-phrase names, careers' head names and aliases only ("art" is the
 * fine-arts major, never "art directors"; "community college" names no college; "cost" is not "Cost estimators").
 */
const resolveNames = (question: string, catalog: CounselorCatalog): Promise<Resolved> => namedRows(question, catalog);

/** A debt, pay or college question never gets a bare "can't answer": it gets what to ask and the tool that answers it. */
function redirect(w: OfflineWords, intent: CounselorIntent): OfflineAnswer {
  const { t } = w;
  return answer(
    intent,
    [t('counselor-replies.offline.redirect'), '', capabilities(w), '', t('counselor-replies.offline.toolsAnswer'), '', toolLinks(w)],
    [],
  );
}

const MONEY_OR_COLLEGE =
  /\b(loans?|debt|borrow\w*|owe|pay|paid|payments?|repay\w*|salary|salaries|earn\w*|income|wages?|cost\w*|tuition|price|afford\w*|\w*financ\w*|fafsa|aid|grants?|interest|money|budget|college|university|school|campus|major|degree|program|career|job|apprentice\w*)\b|\$\s?\d/i;

/** The same topics in Spanish: a Spanish money or college question gets the redirect too. */
const MONEY_OR_COLLEGE_ES =
  /(^|[^\p{L}])(pr[eé]stamos?|deudas?|pagos?|pagar|salarios?|sueldos?|ganar|ingresos?|costos?|cuesta|matr[ií]cula|precio|becas?|ayuda financiera|inter[eé]s|dinero|universidad(es)?|colegio|escuela|especialidad(es)?|t[ií]tulo|carreras?|trabajos?|empleos?)($|[^\p{L}])/iu;

function cannotAnswer(w: OfflineWords, intent: CounselorIntent, question: string): OfflineAnswer {
  if (MONEY_OR_COLLEGE.test(question) || MONEY_OR_COLLEGE_ES.test(question)) return redirect(w, intent);
  const { t } = w;
  return answer(
    intent,
    [t('counselor-replies.offline.cannotAnswer'), '', capabilities(w), '', t('counselor-replies.offline.askSchoolCounselor')],
    [],
  );
}

const CHOICE_INTENTS: Record<ChoiceAnswer['kind'], CounselorIntent> = {
  price: 'college-info',
  'program-earnings': 'pay',
  'program-loan': 'grade',
  'community-college-first': 'compare',
  'trade-vs-degree': 'compare',
  'worth-it': 'major-info',
};

export async function answerOffline(
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  today: Date,
  saved?: SavedLists,
  language: Locale = 'en',
): Promise<OfflineAnswer> {
  const w = offlineWords(language, await shownNames(language, catalog));
  const reply = await offlineReply(w, question, context, catalog, today, saved);
  return { ...reply, sources: sourcesIn(language, reply.sources, w) };
}

async function offlineReply(
  w: OfflineWords,
  question: string,
  context: CounselorContext,
  catalog: CounselorCatalog,
  today: Date,
  saved: SavedLists | undefined,
): Promise<OfflineAnswer> {
  const language = w.locale;
  const intent = detectIntent(question);
  if (intent === 'greeting') return answer('greeting', [w.t('counselor-replies.offline.greeting'), '', capabilities(w)], []);
  if (intent === 'scholarships') return scholarships(w);
  const asked = savedListAsked(question);
  if (asked) return savedListAnswer(w, asked, saved);
  const facts = await resolveQuestionFacts(question, catalog);
  // Prices, programs and real choices (community college first, a trade, "is it worth it") come first: they name a college or a choice.
  // A major is named in the answer's language where Waypoint has its Spanish name.
  const choice = await answerChoice(
    question,
    facts,
    await resolveNames(question, catalog),
    context,
    catalog,
    today,
    language,
    w,
    saved?.moneyPlan ? { plan: saved.moneyPlan, saved: saved.colleges } : null,
  );
  if (choice) return { intent: CHOICE_INTENTS[choice.kind], text: choice.text, sources: choice.sources };
  // An amount and a path in one question: grade that debt on that path's earnings, whatever the wording.
  const income = context.finances?.monthlyIncome;
  // Without a path, the student's own expected income grades the amount, as their financial grade does; a payment question keeps its own answer.
  const plan = planFor(facts, today, intent === 'payment' || !income ? null : income * 12);
  // "Psychology or nursing?" is a comparison; "Is $60k OK for psychology, or too much?" is not.
  const comparing = intent === 'compare' && Object.values(await resolveNames(question, catalog)).some((list) => list.length >= 2);
  if (plan && !comparing) {
    const shown = {
      ...plan.data,
      majorName: facts.major ? w.majorName(facts.major) : plan.data.majorName,
      careerTitle: facts.career ? w.careerTitle(facts.career) : plan.data.careerTitle,
    };
    return answer(
      intent === 'unknown' ? 'grade' : intent,
      planAnswerLines(shown, facts, sourcesIn(language, plan.sources, w), w),
      plan.sources,
    );
  }
  if (!facts.college && facts.collegeCandidates.length > 1 && !facts.major && !facts.career && intent !== 'payment')
    return whichCollege(w, intent, facts.collegeCandidates);
  if (intent === 'grade') return grade(w, context);
  if (intent === 'payment' || (facts.debt && intent !== 'borrowing' && intent !== 'compare')) return payment(w, question, context, today);
  const names = await resolveNames(question, catalog);
  switch (intent) {
    case 'borrowing':
      return borrowing(w, question, context, catalog, names, facts, today);
    case 'compare':
      return compare(w, question, context, catalog, names);
    case 'careers-fit':
      return careersFit(w, context, catalog, names);
    default:
      break;
  }
  // Lookups: what the question names decides, in the order the intent suggests.
  const order: ('careers' | 'majors' | 'colleges')[] =
    intent === 'college-info'
      ? ['colleges', 'majors', 'careers']
      : intent === 'major-info'
        ? ['majors', 'colleges', 'careers']
        : ['careers', 'majors', 'colleges'];
  for (const kind of order) {
    if (kind === 'careers' && names.careers.length) return careerInfo(w, intent, names.careers);
    if (kind === 'majors' && names.majors.length) return majorInfo(w, intent, names.majors);
    if (kind === 'colleges' && names.colleges.length) return collegeInfo(w, intent, names.colleges);
  }
  if (intent === 'college-info' && context.colleges?.length) {
    const colleges = await catalog.colleges();
    const mine = context.colleges.flatMap((c) => colleges.filter((college) => college.unitId === c.unitId)).slice(0, 3);
    if (mine.length) return collegeInfo(w, intent, mine);
  }
  if (intent === 'major-info' && context.interests?.topMajors.length) {
    const majors = await catalog.majors();
    const mine = context.interests.topMajors.flatMap((name) => majors.filter((major) => major.name === name));
    if (mine.length) return majorInfo(w, intent, mine);
  }
  if (intent === 'pay' || intent === 'career-info' || intent === 'college-info' || intent === 'major-info') {
    const { t } = w;
    return answer(
      intent,
      [
        t('counselor-replies.offline.lookupNotFound'),
        '',
        capabilities(w),
        '',
        t('counselor-replies.offline.toolsAnswer'),
        '',
        toolLinks(w),
      ],
      [],
    );
  }
  return cannotAnswer(w, intent, question);
}
