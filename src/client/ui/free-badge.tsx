import { PREMIUM_PRICE_AFTER_BETA } from '@domain/site/offer';

/** Spec 9: the price struck through and a FREE badge; the words say it is the planned price, not a discount. */
export function BetaPrice() {
  return (
    <p className="flex flex-wrap items-center gap-3">
      <span className="text-lg text-slate-600">
        <span className="sr-only">Planned price after the beta: </span>
        <s>{PREMIUM_PRICE_AFTER_BETA}</s>
      </span>
      <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold tracking-wide text-emerald-900">FREE</span>
      <span className="text-slate-700">while Waypoint is in beta</span>
    </p>
  );
}
