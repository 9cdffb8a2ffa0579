import type { Locale } from '@domain/i18n/locales';
import type { CounselorSource } from './schemas';

/*
 * Minors use the counselor. A message about self-harm, suicide or abuse gets
 * crisis resources instead of counselling, in both modes, and is never sent to
 * the model. Checked before anything else. The patterns lean towards catching:
 * a false alarm costs a student one extra message; a miss could cost far more.
 */

export type CrisisKind = 'self-harm' | 'abuse';

const SELF_HARM: readonly RegExp[] = [
  /\bsuicid/,
  /\bkill(ing)?\s+my\s?self\b/,
  /\b(hurt|harm|cut|cutting|hurting|harming)\s+my\s?self\b/,
  /\bself[-\s]?harm/,
  /\b(want|wanna|going|plan(ning)?|ready)\s+to\s+die\b/,
  /\bwish\s+i\s+(was|were)\s+dead\b/,
  /\b(don'?t|do not|no longer)\s+want\s+to\s+(live|be alive|be here|exist)\b/,
  /\bend\s+(my|it)\s+(life|all)\b/,
  /\bend\s+it\s+all\b/,
  /\bno\s+reason\s+to\s+live\b/,
  /\b(everyone|they|world)\s+(would\s+be|is|are)\s+better\s+off\s+without\s+me\b/,
  /\boverdos(e|ing)\b/,
  /\btake\s+my\s+(own\s+)?life\b/,
  // Spanish; compared without accents, so "daño" is "dano" and "mí" is "mi".
  /\b(me\s+)?quiero\s+morir(me)?\b/,
  /\b(quiero|voy\s+a|pienso|pensando\s+en)\s+(matarme|quitarme\s+la\s+vida|morirme)\b/,
  /\bmatarme\b/,
  /\bquitarme\s+la\s+vida\b/,
  /\b(hacerme|me\s+hago|me\s+he\s+hecho|me\s+hice)\s+dano\b/,
  /\b(cortarme|me\s+corto|me\s+estoy\s+cortando|lastimarme|me\s+lastimo)\b/,
  /\bautolesion/,
  /\bya\s+no\s+quiero\s+(vivir|seguir|estar\s+aqui|existir)\b/,
  /\bno\s+quiero\s+(vivir|seguir\s+viviendo|estar\s+viv[oa]|existir)\b/,
  /\bojala\s+(estuviera|estuviese)\s+muert[oa]\b/,
  /\b(todos|todo\s+el\s+mundo|mi\s+familia)\s+(estarian|estaria|estan|esta)\s+mejor\s+sin\s+mi\b/,
  /\bno\s+(tengo|hay)\s+(razon|razones|motivo|motivos)\s+para\s+vivir\b/,
  /\bacabar\s+con\s+(mi\s+vida|todo)\b/,
  /\bsobredosis\b/,
];

const FAMILIA =
  '(papa|padre|mama|madre|padrastro|madrastra|tio|tia|hermano|hermana|primo|prima|abuelo|abuela|novio|novia|entrenador|maestro|maestra|tutor|tutora|alguien|el|ella)';

const FAMILY =
  '(dad|father|mom|mother|parent|parents|stepdad|stepfather|stepmom|stepmother|step-dad|step-mom|uncle|aunt|brother|sister|cousin|grandpa|grandma|grandfather|grandmother|boyfriend|girlfriend|coach|teacher|guardian|foster parent|babysitter|someone|somebody|he|she|they)';

const ABUSE: readonly RegExp[] = [
  /\b(i\s*('?m| am)|i\s+was|i\s+have\s+been|i'?ve\s+been|being|been)\s+(abused|molested|raped|assaulted|beaten|trafficked)\b/,
  new RegExp(
    `\\b${FAMILY}\\s+(hits|beats|hurts|chokes|kicks|slaps|punches|touches|abuses|molested|raped|abused|hit|beat|hurt|choked|kicked|slapped|punched|touched)\\s+me\\b`,
  ),
  /\b(sexual(ly)?\s+(abuse|assault|abused|assaulted))\b/,
  /\b(not|don'?t\s+feel)\s+safe\s+(at\s+home|in\s+my\s+home|with\s+my)\b/,
  /\b(afraid|scared)\s+to\s+go\s+home\b/,
  /\babus(e|ive)\b.*\b(home|family|parent|dad|mom|relationship|me)\b/,
  // Spanish, without accents.
  new RegExp(
    `\\b${FAMILIA}\\s+me\\s+(pega|golpea|lastima|maltrata|toca|ahorca|patea|abusa|violo|pego|golpeo|lastimo|toco|ahorco|pateo|abuso)\\b`,
  ),
  /\bme\s+(violaron|violo|abusaron|abuso|maltratan|golpean|pegan|tocan)\b/,
  /\b(abusaron|abusa|abusan)\s+de\s+mi\b/,
  /\bme\s+estan\s+(abusando|maltratando|golpeando)\b/,
  /\b(abuso|acoso|agresion)\s+sexual\b/,
  /\bno\s+me\s+siento\s+(segur[oa]|a\s+salvo)\s+en\s+(mi\s+)?casa\b/,
  /\b(miedo|me\s+da\s+miedo)\s+(de\s+)?(volver|regresar|ir)\s+a\s+(mi\s+)?casa\b/,
];

/** Apostrophes and case vary on phones; compare on one form. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ');
}

export function detectCrisis(text: string): CrisisKind | null {
  const normalised = normalise(text);
  if (SELF_HARM.some((pattern) => pattern.test(normalised))) return 'self-harm';
  if (ABUSE.some((pattern) => pattern.test(normalised))) return 'abuse';
  return null;
}

const LIFELINE: CounselorSource = {
  label: '988 Suicide & Crisis Lifeline',
  name: '988 Suicide & Crisis Lifeline (call or text 988, chat at 988lifeline.org)',
  year: null,
  url: 'https://988lifeline.org/',
  estimate: false,
};

const CHILDHELP: CounselorSource = {
  label: 'Childhelp National Child Abuse Hotline',
  name: 'Childhelp National Child Abuse Hotline (call or text 1-800-422-4453)',
  year: null,
  url: 'https://www.childhelphotline.org/',
  estimate: false,
};

const LIFELINE_LINE =
  '- **988 Suicide & Crisis Lifeline**: call or text **988**, any time, free and confidential (or chat at 988lifeline.org).';
const CHILDHELP_LINE =
  '- **Childhelp National Child Abuse Hotline**: call or text **1-800-422-4453**, any time, to talk with a counselor about abuse.';
const EMERGENCY_LINE = '- If you are in danger right now, call **911**.';

/*
 * Spanish resources. 988 answers in Spanish: call 988 and press 2, or text AYUDA to 988;
 * text and chat in Spanish are available (https://988lifeline.org/get-help/what-to-expect, "Spanish-language
 * (Press 2)", "Spanish-language (text AYUDA)"). Crisis Text Line is not listed: its own page gives AYUDA to
 * 741741, not HOLA (https://crisistextline.org/blog/2021/10/15/hola-crisis-text-line-is-now-available-in-spanish),
 * and the English reply does not name it either.
 */
const LIFELINE_ES: CounselorSource = {
  label: '988 Suicide & Crisis Lifeline (en español)',
  name: 'Línea 988 de Prevención del Suicidio y Crisis (llama al 988 y marca 2, o envía AYUDA por texto al 988)',
  year: null,
  url: 'https://988lifeline.org/get-help/what-to-expect',
  estimate: false,
};

const CHILDHELP_ES: CounselorSource = {
  label: 'Childhelp National Child Abuse Hotline',
  name: 'Childhelp, línea nacional contra el abuso infantil (llama o envía un texto al 1-800-422-4453)',
  year: null,
  url: 'https://www.childhelphotline.org/',
  estimate: false,
};

const LIFELINE_LINE_ES =
  '- **Línea 988 de Prevención del Suicidio y Crisis**: llama al **988** y marca **2** para hablar en español, o envía **AYUDA** por mensaje de texto al **988**. Es gratis, confidencial y atiende a cualquier hora (también hay chat en español en 988lifeline.org).';
const CHILDHELP_LINE_ES =
  '- **Childhelp** (línea nacional contra el abuso infantil): llama o envía un texto al **1-800-422-4453**, a cualquier hora, para hablar con un consejero sobre el abuso.';
const EMERGENCY_LINE_ES = '- Si estás en peligro ahora mismo, llama al **911**.';

function crisisReplyEs(kind: CrisisKind): { text: string; sources: CounselorSource[] } {
  const opening =
    kind === 'self-harm'
      ? 'Me alegra mucho que lo hayas dicho. Lo que sientes importa y no tienes que enfrentarlo solo ni sola. Yo solo ayudo con carreras, universidades y costos, así que no soy la ayuda adecuada para esto, pero hay personas capacitadas listas para hablar contigo ahora mismo:'
      : 'Gracias por contármelo. Nadie tiene derecho a lastimarte, y no es tu culpa. Yo solo ayudo con carreras, universidades y costos, así que no soy la ayuda adecuada para esto, pero hay personas capacitadas listas para ayudarte ahora mismo:';
  const lines =
    kind === 'self-harm'
      ? [LIFELINE_LINE_ES, CHILDHELP_LINE_ES, EMERGENCY_LINE_ES]
      : [CHILDHELP_LINE_ES, LIFELINE_LINE_ES, EMERGENCY_LINE_ES];
  const text = [
    opening,
    '',
    ...lines,
    '',
    'Cuéntale también a un adulto de confianza, como un consejero de tu escuela, un maestro o alguien de tu familia. Cuando estés listo o lista, aquí estoy para tus preguntas sobre carreras, universidades y costos.',
  ].join('\n');
  return { text, sources: kind === 'self-harm' ? [LIFELINE_ES, CHILDHELP_ES] : [CHILDHELP_ES, LIFELINE_ES] };
}

/** The reply to a crisis message: resources first, no counselling, same words in every mode, in the asker's language. */
export function crisisReply(kind: CrisisKind, locale: Locale = 'en'): { text: string; sources: CounselorSource[] } {
  if (locale === 'es') return crisisReplyEs(kind);
  const opening =
    kind === 'self-harm'
      ? 'I’m really glad you said something. What you’re feeling matters, and you don’t have to handle it alone. I’m a career and college guide, so I’m not the right help for this, but trained people are ready to talk with you right now:'
      : 'Thank you for telling me. No one has the right to hurt you, and it is not your fault. I’m a career and college guide, so I’m not the right help for this, but trained people are ready to help you right now:';
  const lines = kind === 'self-harm' ? [LIFELINE_LINE, CHILDHELP_LINE, EMERGENCY_LINE] : [CHILDHELP_LINE, LIFELINE_LINE, EMERGENCY_LINE];
  const text = [
    opening,
    '',
    ...lines,
    '',
    'Please also tell an adult you trust, like a school counselor, a teacher or a family member. When you are ready, I am here for questions about careers, college and costs.',
  ].join('\n');
  return { text, sources: kind === 'self-harm' ? [LIFELINE, CHILDHELP] : [CHILDHELP, LIFELINE] };
}
