const MINIMUM_AGE_MONTHS = 13 * 12;

/** True only when the person has certainly turned 13 by `today`, knowing just their birth month and year. */
export function isOldEnoughForAccount(birthYear: number, birthMonth: number, today: Date): boolean {
  if (!Number.isInteger(birthYear) || !Number.isInteger(birthMonth) || birthMonth < 1 || birthMonth > 12) {
    return false;
  }
  const monthsSinceBirthMonth = (today.getFullYear() - birthYear) * 12 + (today.getMonth() + 1 - birthMonth);
  // We never know the birth day, so during the 13th-birthday month we err on the side of the child.
  return monthsSinceBirthMonth > MINIMUM_AGE_MONTHS;
}
