import { TRAIT_LABELS, type Trait } from '@domain/cognitive/traits';
import type { Translate } from '@client/shared/i18n/messages';

const KEYS: Record<Trait, `cognitive.trait.${string}` & Parameters<Translate<'cognitive'>>[0]> = {
  vocabulary: 'cognitive.trait.vocabulary',
  working_memory: 'cognitive.trait.workingMemory',
  processing_speed: 'cognitive.trait.processingSpeed',
  logical_reasoning: 'cognitive.trait.logicalReasoning',
  pattern_recognition: 'cognitive.trait.patternRecognition',
  problem_solving: 'cognitive.trait.problemSolving',
  attention_span: 'cognitive.trait.attentionSpan',
  creativity: 'cognitive.trait.creativity',
  analytical_thinking: 'cognitive.trait.analyticalThinking',
};

/** A trait's name in the active language, from the trait or its English label (TRAIT_LABELS). */
export function traitLabel(t: Translate<'cognitive'>, trait: Trait | string): string {
  const key = (Object.keys(KEYS) as Trait[]).find((id) => id === trait || TRAIT_LABELS[id] === trait);
  return key ? t(KEYS[key]) : trait;
}
