import { Fragment, type ReactNode } from 'react';

/**
 * A translated text that quotes official English names (a source's publisher and title, a program's name):
 * each name is wrapped in lang="en" so a screen reader switches voice and a reader sees a citation, not a
 * sentence we forgot to translate. The text itself is unchanged.
 */
export function EnglishNames({ text, names }: { text: string; names: readonly (string | null | undefined)[] }): ReactNode {
  return (
    <>
      {splitOnNames(text, names).map((part, index) =>
        part.english ? (
          <span key={index} lang="en">
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

export type TextPart = { text: string; english: boolean };

/** Splits `text` into the given names (longest first) and the text between them. */
export function splitOnNames(text: string, names: readonly (string | null | undefined)[]): TextPart[] {
  const wanted = [...new Set(names.filter((name): name is string => Boolean(name)))].sort((a, b) => b.length - a.length);
  const parts: TextPart[] = [];
  let rest = text;
  while (rest.length > 0) {
    let first: { index: number; name: string } | null = null;
    for (const name of wanted) {
      const index = rest.indexOf(name);
      if (index >= 0 && (first === null || index < first.index)) first = { index, name };
    }
    if (first === null) {
      parts.push({ text: rest, english: false });
      break;
    }
    if (first.index > 0) parts.push({ text: rest.slice(0, first.index), english: false });
    parts.push({ text: first.name, english: true });
    rest = rest.slice(first.index + first.name.length);
  }
  return parts;
}
