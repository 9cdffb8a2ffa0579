/** The often-quoted 44% we could not source. */
export function NotShownSection() {
  return (
    <section aria-labelledby="not-shown-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="not-shown-heading" className="text-xl font-bold">
        A number we don't show
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">
        You may see it said that 44% of borrowers delay milestones such as buying a home because of student loans. We could not trace that
        figure to a primary source, so we don't show it: no invented numbers. The closest figure we could source, from a Lumina Foundation
        and Gallup survey, is listed above with the group of people it describes.
      </p>
    </section>
  );
}
