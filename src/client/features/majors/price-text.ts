import type { FamilyPrice } from '@domain/prices/brackets';
import type { RowSource } from '@domain/catalog/schemas';
import type { Translate } from '@client/shared/i18n/messages';
import type { Formatters } from '@client/ui/format';

/**
 * The family's yearly net price at a college, worded with whose price it is: its income bracket's figure with the
 * bracket and source named, "not reported" for a suppressed bracket (never another figure in its place), and without
 * an income the range across brackets beside the average, never the average alone. A published negative price reads
 * as $0 with why.
 */
export function familyPriceText(t: Translate<'majors'>, format: Formatters, price: FamilyPrice, source: RowSource): string {
  const cited = { source: source.name, year: source.year };
  const negative = (text: string, isNegative: boolean) => (isNegative ? `${text}; ${t('majors.price.negative')}` : text);
  if (price.kind === 'bracket') {
    const text = t('majors.price.bracket', { amount: format.usd(price.amount), bracket: t(`majors.bracket.${price.bracket}`), ...cited });
    return negative(text, price.negative);
  }
  if (price.kind === 'suppressed') return t('majors.price.suppressed', { bracket: t(`majors.bracket.${price.bracket}`) });
  if (price.min === null || price.max === null) {
    return price.average === null ? t('majors.price.none') : t('majors.price.onlyAverage', { average: format.usd(price.average) });
  }
  const range = { min: format.usd(price.min), max: format.usd(price.max), ...cited };
  const text =
    price.average === null
      ? t('majors.price.rangeNoAverage', range)
      : t('majors.price.range', { ...range, average: format.usd(price.average) });
  return negative(text, price.negative);
}
