/** A numbered row of steps (title + text), used by the dashboard and the landing page. */
export function NumberedSteps({ steps, className = 'mt-6' }: { steps: readonly { title: string; text: string }[]; className?: string }) {
  return (
    <ol className={`${className} grid gap-4 md:grid-cols-3`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
