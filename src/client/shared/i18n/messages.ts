import { createElement, Fragment, type ReactNode } from 'react';
import { formatMessage, formatRichMessage, type MessageValues, type TagRenderer } from '@domain/i18n/message-format';
import type { Area, AreaKey, CoreKey } from '@locales/keys';

export type { Area, AreaKey, CoreKey, CoreMessages, MessageKey, Messages } from '@locales/keys';
export type { MessageValues } from '@domain/i18n/message-format';

/** Values of a rich message: plain values, and a renderer for each tag (`link: (text) => <Link …>{text}</Link>`). */
export type RichValues = Readonly<Record<string, string | number | ((children: ReactNode) => ReactNode)>>;

/**
 * Translates the core keys and the keys of areas A. `useT('forum')` returns a `Translate<'forum'>`;
 * a helper outside React takes one as a parameter, and TypeScript refuses a key whose area
 * the page did not load. Messages use the catalogs' syntax (src/domain/i18n/message-format.ts):
 * `{name}`, `{count, plural, one {…} other {…}}`, `{x, select, …}` and `<tag>…</tag>`.
 */
export interface Translate<A extends Area = never> {
  (key: CoreKey | AreaKey<A>, values?: MessageValues): string;
  /** A message with tags rendered by the given components: one whole sentence with its link, never glued halves. */
  rich(key: CoreKey | AreaKey<A>, values: RichValues): ReactNode;
  /** Whether the loaded catalogs hold this key (a server code may name a text of an area this page did not load). */
  has(key: string): key is CoreKey | AreaKey<A>;
}

/** The area a key belongs to: 'forum.title' → 'forum'. */
export const areaOfKey = (key: string): string => key.slice(0, key.indexOf('.'));

function splitRichValues(values: RichValues): { plain: Record<string, string | number>; tags: Record<string, TagRenderer<ReactNode>> } {
  const plain: Record<string, string | number> = {};
  const tags: Record<string, TagRenderer<ReactNode>> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'function') tags[name] = (children) => value(children.length === 1 ? children[0] : keyed(children));
    else plain[name] = value;
  }
  return { plain, tags };
}

/** React wants a key on each item of an array of nodes. */
function keyed(nodes: readonly ReactNode[]): ReactNode {
  return nodes.map((node, index) => (typeof node === 'string' ? node : createElement(Fragment, { key: index }, node)));
}

/** A translate function over these messages; `intlLocale` chooses plural forms and formats `#`. A missing key shows the key. */
export function translator(messages: Partial<Record<string, string>>, intlLocale = 'en-US'): Translate<Area> {
  const text = (key: string) => messages[key] ?? key;
  const t = ((key: string, values?: MessageValues) => formatMessage(text(key), intlLocale, values)) as Translate<Area>;
  t.rich = (key, values) => {
    const { plain, tags } = splitRichValues(values);
    const nodes = formatRichMessage<ReactNode>(text(key), intlLocale, plain, tags);
    return nodes.length === 1 ? nodes[0] : keyed(nodes);
  };
  t.has = (key: string): key is CoreKey | AreaKey<Area> => messages[key] !== undefined;
  return t;
}
