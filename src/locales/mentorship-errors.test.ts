import { describe, expect, it } from 'vitest';
import { formatMessage } from '@domain/i18n/message-format';
import { mentorship as en } from '@locales/en/mentorship';
import { mentorship as es } from '@locales/es/mentorship';

/*
 * The meeting and application refusals carry the status as a value; English says it as it is, Spanish words each
 * status, so a status the Spanish text forgot would show in English inside a Spanish sentence.
 */
describe('the mentorship state refusals', () => {
  it('word every meeting status, started or not, in both languages', () => {
    const statuses = ['requested', 'rescheduled', 'accepted', 'declined', 'cancelled', 'done'];
    expect(formatMessage(en['mentorship.error.meeting_state'], 'en', { status: 'accepted', started: 'yes' })).toBe(
      'This meeting is accepted and has started, so that is not possible now.',
    );
    expect(formatMessage(es['mentorship.error.meeting_state'], 'es', { status: 'declined', started: 'no' })).toBe(
      'Esta reunión está rechazada, así que eso no es posible ahora.',
    );
    for (const status of statuses) {
      expect(formatMessage(en['mentorship.error.meeting_state'], 'en', { status, started: 'no' })).toBe(
        `This meeting is ${status}, so that is not possible now.`,
      );
      expect(formatMessage(es['mentorship.error.meeting_state'], 'es', { status, started: 'yes' })).not.toContain(status);
    }
  });

  it('word every application status and decision in both languages', () => {
    expect(formatMessage(en['mentorship.error.application_state'], 'en', { status: 'pending', decision: 'suspended' })).toBe(
      'An application that is pending cannot be suspended.',
    );
    expect(formatMessage(es['mentorship.error.application_state'], 'es', { status: 'approved', decision: 'rejected' })).toBe(
      'Una solicitud aprobada no se puede rechazar.',
    );
    for (const status of ['pending', 'approved', 'rejected', 'suspended']) {
      for (const decision of ['approved', 'rejected', 'suspended']) {
        const spanish = formatMessage(es['mentorship.error.application_state'], 'es', { status, decision });
        expect(spanish).not.toContain(status);
        expect(spanish).not.toContain(decision);
      }
    }
  });
});
