import type { RouteCost, TrainingRoute } from '@domain/catalog/training-route';
import { formatUsd, NOT_REPORTED } from './format';

/** "$7,230 a year: typical net price … (estimate)", "Paid: …", or "not reported". */
export function routeCostText(cost: RouteCost | null): string {
  if (cost === null) return NOT_REPORTED;
  return cost.perYear === null ? cost.note : `${formatUsd(cost.perYear)} a year: ${cost.note}`;
}

/** A career's training route as term/definition pairs (route, time, typical cost), for a <dl>. */
export function RouteTerms({ route }: { route: TrainingRoute | null }) {
  return (
    <>
      <dt className="text-slate-700">Training route</dt>
      <dd className="font-medium">{route?.title ?? NOT_REPORTED}</dd>
      <dt className="text-slate-700">Time</dt>
      <dd>{route?.time ?? NOT_REPORTED}</dd>
      <dt className="text-slate-700">Typical cost</dt>
      <dd>{route ? routeCostText(route.cost) : NOT_REPORTED}</dd>
    </>
  );
}
