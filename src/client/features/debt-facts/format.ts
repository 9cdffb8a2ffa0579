/** 1650 (billions) → "$1.65 trillion". */
export function formatBillionsAsTrillions(billions: number): string {
  return `$${(billions / 1000).toFixed(2)} trillion`;
}

/** 6.39 → "6.39%". */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}
