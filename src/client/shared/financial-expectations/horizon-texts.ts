import type { EarningsHorizon } from '@domain/finance/earnings-horizon';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

/** Each earnings horizon's texts in area 'budget': its radio choice, its short name beside a figure, its explanation. */
const HORIZON_KEYS: Readonly<Record<EarningsHorizon, Record<'choice' | 'short' | 'explanation', AreaKey<'budget'>>>> = {
  'early-career': {
    choice: 'budget.horizon.earlyCareer.choice',
    short: 'budget.horizon.earlyCareer.short',
    explanation: 'budget.horizon.earlyCareer.explanation',
  },
  'all-workers': {
    choice: 'budget.horizon.allWorkers.choice',
    short: 'budget.horizon.allWorkers.short',
    explanation: 'budget.horizon.allWorkers.explanation',
  },
};

/** A horizon's label in the active language: its radio choice, its short name beside a figure, or its explanation. */
export const horizonText = (t: Translate<'budget'>, horizon: EarningsHorizon, part: 'choice' | 'short' | 'explanation') =>
  t(HORIZON_KEYS[horizon][part]);
