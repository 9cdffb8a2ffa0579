import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { ExternalLink, PROSE_LINK } from '@client/ui/external-link';

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
    <div className="space-y-3 break-words text-slate-800 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
