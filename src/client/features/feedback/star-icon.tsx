/** A star outline, filled up to the chosen rating. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`h-9 w-9 ${filled ? 'fill-amber-400 stroke-amber-600' : 'fill-white stroke-slate-500'}`}
      strokeWidth="1.5"
    >
      <path strokeLinejoin="round" d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z" />
    </svg>
  );
}
