import { useMutation } from '@tanstack/react-query';
import type { WordCheck } from '@domain/cognitive/word-weaver-schemas';
import { api, readJson } from '@client/shared/lib/api-client';

/** Asks the server whether a word is in the list and made of the set's letters (POST /api/cognitive/word-check). */
export function useWordCheck() {
  return useMutation({
    mutationFn: (check: WordCheck) => readJson(api.cognitive['word-check'].$post({ json: check })),
  });
}
