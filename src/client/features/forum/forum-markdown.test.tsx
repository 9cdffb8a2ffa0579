import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ForumMarkdown } from './forum-markdown';

afterEach(cleanup);

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '[click](javascript:window.__xss=1)',
  '[click](JaVaScRiPt:window.__xss=1)',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![pixel](https://tracker.example/p.gif)',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.__xss=1"></svg>',
  '<style>body{display:none}</style>',
];

describe('ForumMarkdown', () => {
  it.each(PAYLOADS)('renders %s inert', (payload) => {
    const { container } = render(<ForumMarkdown text={payload} />);
    expect(container.querySelector('script, img, iframe, svg, style, object, embed')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').toMatch(/^(https?:|mailto:)/);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('renders Markdown and opens links safely in a new tab', () => {
    const { container } = render(
      <ForumMarkdown text={'**Net price** matters. See [the aid site](https://studentaid.gov).\n\n- one\n- two'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Net price');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://studentaid.gov');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('turns headings into plain paragraphs so posts cannot break the page outline', () => {
    const { container } = render(<ForumMarkdown text={'# Big title'} />);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.textContent).toContain('Big title');
  });
});
