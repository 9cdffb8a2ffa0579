import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { ExternalLink, PROSE_LINK } from '@client/ui/external-link';
import { FORUM_PROSE } from './forum-prose-class';

// Plain prose only: no raw HTML (skipHtml), no images (tracking pixels, shock images), no headings that would break the page outline.
const ALLOWED = ['p', 'a', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'br', 'hr'];

/** Only web and mail links survive; anything else (javascript:, data:, vbscript:) becomes an empty href. */
function safeUrl(url: string): string {
  const transformed = defaultUrlTransform(url);
  return /^(https?:|mailto:)/i.test(transformed) ? transformed : '';
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <ExternalLink href={href} rel="nofollow ugc noopener noreferrer" className={PROSE_LINK}>
        {children}
      </ExternalLink>
    ) : (
      <span>{children}</span>
    ),
};

/** A forum post or reply written in Markdown, rendered inert: user text can never become markup or script. */
export function ForumMarkdown({ text }: { text: string }) {
  return (
    <div className={FORUM_PROSE}>
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
