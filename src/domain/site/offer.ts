/*
 * The premium assessment takes about 25-30 minutes, is free
 * during the beta, and shows its price of $10/month struck through.
 */
export const PREMIUM_MINUTES = '25-30';
export const PREMIUM_PRICE_AFTER_BETA = '$10/month';
