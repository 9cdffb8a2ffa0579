import { describe, expect, it } from 'vitest';
import { EARNINGS_HORIZON_LABELS, EARNINGS_HORIZONS } from '@domain/finance/earnings-horizon';
import { budget as en } from '@locales/en/budget';
import { budget as es } from '@locales/es/budget';
import { translator } from '@client/shared/i18n/messages';
import { horizonText } from './horizon-texts';

/* The domain keeps the horizons' English for the server's API clients; the English catalog must say exactly the same. */
describe('the earnings horizon texts', () => {
  it('give the horizons their English labels, and Spanish ones', () => {
    const t = translator(en);
    const tEs = translator(es);
    for (const horizon of EARNINGS_HORIZONS) {
      for (const part of ['choice', 'short', 'explanation'] as const) {
        expect(horizonText(t, horizon, part)).toBe(EARNINGS_HORIZON_LABELS[horizon][part]);
        expect(horizonText(tEs, horizon, part)).not.toBe(EARNINGS_HORIZON_LABELS[horizon][part]);
      }
    }
  });
});
