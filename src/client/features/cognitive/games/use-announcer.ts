import { useCallback, useState } from 'react';

/**
 * Text for a polite live region that stays mounted (new regions are often not
 * read). The same words twice in a row (two wrong words) must be read twice,
 * so every other message ends in a no-break space, which changes the text.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setMessage((current) => ({ text, count: current.count + 1 })), []);
  return { message: message.count % 2 === 0 ? message.text : `${message.text}\u00a0`, announce };
}
