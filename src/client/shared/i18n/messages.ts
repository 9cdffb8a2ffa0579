import type { messages as english } from '@client/locales/en';

/** Every message key, as the English catalog defines them (a type only: no catalog is bundled by importing this). */
export type Messages = { [Key in keyof typeof english]: string };
export type MessageKey = keyof Messages;
/** Values for the {placeholders} of a message. */
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** "Continue with {provider}" + { provider: 'Google' } → "Continue with Google"; a missing value keeps its placeholder. */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function translator(messages: Messages): Translate {
  return (key, values) => interpolate(messages[key] ?? key, values);
}
