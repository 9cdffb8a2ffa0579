export type DatedRate = {
  /** ISO date, inclusive. */
  readonly firstDisbursedFrom: string;
  /** ISO date, exclusive. */
  readonly firstDisbursedBefore: string;
};

export type RateChoice<T extends DatedRate> = {
  readonly rate: T;
  /** False when no entry covers `today` and the latest earlier one stands in (the new year's rate is not in our data yet). */
  readonly coversToday: boolean;
};

/**
 * The rate for loans first disbursed on `today` (ISO yyyy-mm-dd), or, when the dataset has no
 * entry for today yet, the most recent one that started before it. Undefined when every entry
 * starts after today.
 */
export function rateForDate<T extends DatedRate>(rates: readonly T[], today: string): RateChoice<T> | undefined {
  const covering = rates.find((rate) => rate.firstDisbursedFrom <= today && today < rate.firstDisbursedBefore);
  if (covering) {
    return { rate: covering, coversToday: true };
  }
  const earlier = rates
    .filter((rate) => rate.firstDisbursedFrom <= today)
    .sort((a, b) => a.firstDisbursedFrom.localeCompare(b.firstDisbursedFrom));
  const latest = earlier.at(-1);
  return latest ? { rate: latest, coversToday: false } : undefined;
}
