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
];

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
];

/** Apostrophes and case vary on phones; compare on one form. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
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

/** The reply to a crisis message: resources first, no counselling, same words in every mode. */
export function crisisReply(kind: CrisisKind): { text: string; sources: CounselorSource[] } {
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
