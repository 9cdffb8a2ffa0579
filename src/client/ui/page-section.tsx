import { useId, type ReactNode } from 'react';

/** A titled part of a page: its h2 names the section for screen readers (the heading id is generated unless given). */
export function PageSection({
  id,
  title,
  className = 'mt-10',
  children,
}: {
  id?: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
