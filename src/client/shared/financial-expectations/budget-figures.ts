import { AFTER_TAX_SHARE } from '@data/living-costs';
import { afterTaxShare } from '@domain/finance/budget';

/** Share of income US households kept after taxes (CE 2022): the basis of "income needed before tax". */
export const KEPT_AFTER_TAX = afterTaxShare(AFTER_TAX_SHARE.incomeBeforeTaxes, AFTER_TAX_SHARE.incomeAfterTaxes);

/** "88.5%" of income kept after taxes. */
export const KEPT_AFTER_TAX_LABEL = `${(KEPT_AFTER_TAX * 100).toFixed(1)}%`;
