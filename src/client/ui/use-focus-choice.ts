import { useEffect, useRef } from 'react';

/**
 * Focuses a question's choices when it appears (when `autoFocus`): the checked choice if the
 * question was answered before, else the first one, ready for the arrow keys. Put the ref on
 * the fieldset that holds the inputs.
 */
export function useFocusChoice(autoFocus: boolean) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const target =
      groupRef.current?.querySelector<HTMLInputElement>('input:checked') ?? groupRef.current?.querySelector<HTMLInputElement>('input');
    target?.focus();
  }, [autoFocus]);
  return groupRef;
}
