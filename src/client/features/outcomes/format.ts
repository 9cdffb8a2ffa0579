const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatUsd = (amount: number) => WHOLE_DOLLARS.format(amount);
export const formatUsdCents = (amount: number) => CENTS.format(amount);
/** 0.7512 → "0.75". */
export const formatRatio = (ratio: number) => ratio.toFixed(2);
/** 0.1234 → "12.3%". */
export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`;
