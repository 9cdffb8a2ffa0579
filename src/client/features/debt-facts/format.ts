/** 6.39 → "6.39%". */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}
