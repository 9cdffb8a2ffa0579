/** What replaces contact details in meeting messages (safeguarding: contact stays on the platform). */
export const MASK = '[contact details removed]';

const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[\p{L}\p{N}-]+)+/giu;
// Seven or more digits, allowing the separators people type in phone numbers (+1 (555) 010-2030, 555.010.2030).
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/g;

/** Masks e-mail addresses and phone numbers; reports whether anything was masked. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const result = text.replace(EMAIL, MASK).replace(PHONE, MASK);
  return { text: result, masked: result !== text };
}
