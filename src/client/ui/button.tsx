import type { ComponentPropsWithRef } from 'react';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
} as const;

export type ButtonVariant = keyof typeof variants;

/** The button look, for links that act as calls to action. */
export function buttonClass(variant: ButtonVariant = 'primary', className = '') {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`;
}

export function Button({ variant = 'primary', className = '', ...props }: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant }) {
  return <button type="button" {...props} className={buttonClass(variant, className)} />;
}
