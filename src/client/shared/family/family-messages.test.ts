import { describe, expect, it } from 'vitest';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { MAX_OPEN_INVITES } from '@domain/family/invite';
import { progressSteps } from '@domain/progress/progress';
import { family as english } from '@locales/en/family';
import { translator } from '@client/shared/i18n/messages';
import { family as spanish } from '@locales/es/family';
import { FAMILY_MESSAGES, familyMessage, HORIZON_KEYS, STEP_KEYS } from './family-messages';

const t = translator(english);

describe('the family texts in English', () => {
  it('translate every known server or schema message to the same English text', () => {
    for (const [text, key] of Object.entries(FAMILY_MESSAGES)) expect(t(key)).toBe(text);
    expect(Object.keys(FAMILY_MESSAGES)).toContain(
      `You have ${MAX_OPEN_INVITES} open invites. Cancel one you no longer need before you make another.`,
    );
  });

  it('name the progress steps and the earnings horizons as the domain does', () => {
    for (const step of progressSteps({})) expect(t(STEP_KEYS[step.id]!)).toBe(step.label);
    for (const label of Object.values(EARNINGS_HORIZON_LABELS)) expect(t(HORIZON_KEYS[label.short]!)).toBe(label.short);
  });
});

describe('familyMessage', () => {
  it('says the message that names the child with the name kept', () => {
    expect(familyMessage(t, 'You are already linked to Ana.')).toBe('You are already linked to Ana.');
    expect(familyMessage(translator(spanish), 'You are already linked to Ana.')).toBe('Tu cuenta ya tiene vínculo con Ana.');
    expect(familyMessage(translator(spanish), 'Something new')).toBe('Something new');
  });
});
