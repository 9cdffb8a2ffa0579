import Markdown, { type Components } from 'react-markdown';
import { Link } from '@client/shared/routing';

/** Waypoint pages open in the app; other links open in a new tab. */
const markdownComponents: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href} className="font-medium text-brand-700 underline">
        {children}
      </Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
        {children}
      </a>
    ),
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  // Code and tables in an answer scroll inside the bubble rather than widen the page on a phone.
  pre: ({ children }) => <pre className="my-2 overflow-x-auto text-sm">{children}</pre>,
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="text-sm">{children}</table>
    </div>
  ),
};

/** An answer's text rendered as Markdown (loaded lazily by MessageView). */
export function MarkdownAnswer({ text }: { text: string }) {
  return <Markdown components={markdownComponents}>{text}</Markdown>;
}
