import type { ReactNode } from 'react';

/** One catalog sentence with a link in it: "{link} to save your conversations." with the link's own text as a node. */
export function withLink(sentence: string, link: ReactNode): ReactNode {
  const at = sentence.indexOf('{link}');
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {link}
      {sentence.slice(at + '{link}'.length)}
    </>
  );
}
