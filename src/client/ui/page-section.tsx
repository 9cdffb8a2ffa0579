import { useId, type ReactNode } from 'react';

/** A titled part of a page: its h2 names the section for screen readers (the heading id is generated unless given). */
export function PageSection({
  id,
  title,
  className = 'mt-10',
  aside,
  children,
}: {
  id?: string;
  title: ReactNode;
  className?: string;
  /** Beside the title, e.g. a link to the full page of what the section sums up. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  const heading = (
    <h2 id={headingId} className="text-2xl font-bold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
