/*
 * Per-person scaling of the CE's household figures (regional budgets). The CE publishes spending per
 * consumer unit (household) and the average number of people in one; a student's budget starts from the region's
 * figure divided by that number: an estimate of the region's average household spending per person. A figure we
 * do not have stays null (the student fills it in), never 0.
 */

/** The words every per-person figure carries on the page. */
export const PER_PERSON_ESTIMATE_LABEL = "an estimate: the region's average household spending per person";

/** Sum of published figures, or null when any of them is missing (a partial sum would understate the line). */
export function sumOrNull(values: readonly (number | null)[]): number | null {
  if (values.length === 0) return null;
  let total = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value) || value < 0) return null;
    total += value;
  }
  return total;
}

/**
 * A household's yearly figure per person, in whole dollars: householdAnnual ÷ peoplePerUnit. Null when either is
 * missing, the household figure is not positive (a 0 would read as "costs nothing"), or the household size is not
 * a positive number.
 */
export function perPersonAnnual(householdAnnual: number | null, peoplePerUnit: number | null): number | null {
  if (householdAnnual === null || !Number.isFinite(householdAnnual) || householdAnnual <= 0) return null;
  if (peoplePerUnit === null || !Number.isFinite(peoplePerUnit) || peoplePerUnit <= 0) return null;
  const perPerson = Math.round(householdAnnual / peoplePerUnit);
  return perPerson > 0 ? perPerson : null;
}
