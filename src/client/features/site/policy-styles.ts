export const link = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';
export const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-sm';
