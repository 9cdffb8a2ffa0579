import { DIRECT_LOAN_RATES, type DirectLoanRates } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import type { AreaKey } from '@client/shared/i18n/messages';

export type RatePreset = {
  readonly key: string;
  /** The loan type's key; the option reads "<type>: 6.39%". */
  readonly typeKey: AreaKey<'calculator'>;
  readonly ratePercent: number;
  readonly rates: DirectLoanRates;
};

const LOAN_TYPES = [
  { type: 'undergraduate', label: 'calculator.rateUndergraduate', pick: (r: DirectLoanRates) => r.undergraduatePercent },
  { type: 'graduate', label: 'calculator.rateGraduate', pick: (r: DirectLoanRates) => r.graduateUnsubsidizedPercent },
  { type: 'plus', label: 'calculator.ratePlus', pick: (r: DirectLoanRates) => r.plusPercent },
] as const;

/** Every cited fixed rate, newest award year first. */
export const RATE_PRESETS: readonly RatePreset[] = [...DIRECT_LOAN_RATES].reverse().flatMap((rates) =>
  LOAN_TYPES.map((t) => ({
    key: `${rates.awardYear}:${t.type}`,
    typeKey: t.label,
    ratePercent: t.pick(rates),
    rates,
  })),
);

/** The preset a typed rate corresponds to (the newest year on a tie), or null for a custom rate. */
export function presetForRate(rate: string): RatePreset | null {
  const value = Number(rate);
  return RATE_PRESETS.find((p) => p.ratePercent === value) ?? null;
}

/** Picks a cited federal rate into the rate field; "Custom" leaves whatever is typed there. */
export function RatePicker({ id, rate, onPick }: { id: string; rate: string; onPick: (ratePercent: number) => void }) {
  const t = useT('calculator');
  const preset = presetForRate(rate);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('calculator.ratePicker')}
      </label>
      <select
        id={id}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm"
        value={preset?.key ?? 'custom'}
        onChange={(event) => {
          const picked = RATE_PRESETS.find((p) => p.key === event.target.value);
          if (picked) onPick(picked.ratePercent);
        }}
      >
        <option value="custom">{t('calculator.customRate')}</option>
        {[...DIRECT_LOAN_RATES].reverse().map((rates) => (
          <optgroup
            key={rates.awardYear}
            label={t('calculator.firstDisbursedGroup', {
              awardYear: rates.awardYear,
              from: rates.firstDisbursedFrom.slice(0, 4),
              until: rates.firstDisbursedBefore.slice(0, 4),
            })}
          >
            {RATE_PRESETS.filter((p) => p.rates === rates).map((p) => (
              <option key={p.key} value={p.key}>
                {t('calculator.rateOption', { type: t(p.typeKey), rate: p.ratePercent })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
