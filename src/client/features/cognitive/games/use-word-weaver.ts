import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  MIN_WORD_LENGTH,
  normalizeWord,
  precheckWord,
  WORD_WEAVER_SECONDS,
  type LetterSet,
  type WordVerdict,
} from '@domain/cognitive/word-weaver';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useWordCheck } from '../api/use-word-check';

/** Remaining seconds at which the timer is announced to screen readers. */
const ANNOUNCE_AT = new Set([60, 30, 10]);

/** The scored round's countdown: seconds left, announced at each mark, and `onTimeUp` (read through a ref) at zero. */
export function useCountdown(scored: boolean, announce: (text: string) => void, onTimeUp: RefObject<() => void>) {
  const t = useT('cognitive');
  const tRef = useRef(t);
  tRef.current = t;
  const [secondsLeft, setSecondsLeft] = useState(WORD_WEAVER_SECONDS);
  const startedAt = useRef(Date.now());
  useEffect(() => {
    if (!scored) return;
    // The clock ticks four times a second; each mark is announced once.
    let lastAnnounced: number | null = null;
    const timer = window.setInterval(() => {
      const left = Math.max(0, WORD_WEAVER_SECONDS - Math.floor((Date.now() - startedAt.current) / 1000));
      setSecondsLeft(left);
      if (ANNOUNCE_AT.has(left) && lastAnnounced !== left) {
        lastAnnounced = left;
        announce(tRef.current('cognitive.secondsLeft', { seconds: left }));
      }
      if (left === 0) {
        window.clearInterval(timer);
        onTimeUp.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [scored, announce, onTimeUp]);
  return { secondsLeft, startedAt };
}

/**
 * The word box: checks a word locally, then with the server, and keeps the words found and the
 * attempts that count toward the score. A failed check does not count as an attempt.
 */
/** A refused word's reason (VERDICT_MESSAGES in the domain, in the active language). */
function verdictMessage(t: Translate<'cognitive'>, verdict: Exclude<WordVerdict, 'accepted'>): string {
  if (verdict === 'too-short') return t('cognitive.verdict.tooShort', { min: MIN_WORD_LENGTH });
  return t(verdict === 'wrong-letters' ? 'cognitive.verdict.wrongLetters' : 'cognitive.verdict.notAWord');
}

export function useWordEntry(set: LetterSet, announce: (text: string) => void, finished: RefObject<boolean>) {
  const t = useT('cognitive');
  const [words, setWords] = useState<string[]>([]);
  const [attempts, setAttempts] = useState(0);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useWordCheck();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const word = normalizeWord(draft);
    if (!word || check.isPending || finished.current) return;
    if (!/^[a-z]+$/.test(word)) {
      setError(t('cognitive.lettersOnly'));
      return;
    }
    if (words.includes(word)) {
      setError(t('cognitive.alreadyFound', { word }));
      announce(t('cognitive.alreadyFoundSpoken', { word }));
      return;
    }
    setAttempts((n) => n + 1);
    const early = precheckWord(word, set.letters);
    const verdict =
      early ??
      (await check.mutateAsync({ letters: set.letters, word }).then(
        (r) => r.verdict,
        () => null,
      ));
    if (finished.current) return;
    if (verdict === null) {
      setAttempts((n) => n - 1);
      setError(t('cognitive.checkFailed'));
      return;
    }
    if (verdict === 'accepted') {
      setWords((list) => [...list, word]);
      setDraft('');
      setError(null);
      announce(t('cognitive.accepted', { word, count: words.length + 1 }));
    } else {
      const message = verdictMessage(t, verdict);
      setError(message);
      announce(`${word}: ${message}`);
    }
  };

  return { words, attempts, draft, setDraft, error, submit, checking: check.isPending };
}
