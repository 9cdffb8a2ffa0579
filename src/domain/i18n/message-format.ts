/*
 * The catalogs' message syntax: a small subset of ICU MessageFormat, enough for whole sentences that a
 * translator can reorder (ADR 0037):
 *
 *   {name}                                   a value
 *   {count, plural, one {# reply} other {# replies}}   plural by the language's rules (Intl.PluralRules);
 *                                            `=0` / `=1` … match exact numbers first; `#` is the count, formatted
 *   {role, select, parent {…} other {…}}     a choice by a word
 *   <link>the college quiz</link>           a tag: t.rich() renders it with the component the caller gives;
 *                                            plain t() keeps only its text
 *
 * No apostrophe escaping: our texts hold no literal braces, and a `<` not followed by a tag name stays text.
 * Parsed messages are cached by their text, so a catalog string is parsed once per process.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

type Part =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly name: string }
  | { readonly kind: 'pound' }
  | { readonly kind: 'plural'; readonly name: string; readonly options: ReadonlyMap<string, readonly Part[]> }
  | { readonly kind: 'select'; readonly name: string; readonly options: ReadonlyMap<string, readonly Part[]> }
  | { readonly kind: 'tag'; readonly name: string; readonly children: readonly Part[] };

export class MessageSyntaxError extends Error {
  constructor(message: string, text: string) {
    super(`${message} in message "${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`);
    this.name = 'MessageSyntaxError';
  }
}

const TAG_OPEN = /^<([a-zA-Z][\w-]*)>/;
const TAG_CLOSE = /^<\/([a-zA-Z][\w-]*)>/;

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Part[] {
    const parts = this.parts({ inPlural: false, closeTag: null, inOption: false });
    if (this.at < this.text.length) this.fail(`unexpected "${this.text[this.at]}"`);
    return parts;
  }

  private fail(message: string): never {
    throw new MessageSyntaxError(`${message} at ${this.at}`, this.text);
  }

  /** Parts until the end, the closing brace of an option, or the closing tag. */
  private parts(context: { inPlural: boolean; closeTag: string | null; inOption: boolean }): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === '}') {
        if (!context.inOption) this.fail('unmatched "}"');
        break;
      }
      if (char === '{') {
        flush();
        parts.push(this.argument());
        continue;
      }
      if (char === '#' && context.inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.at += 1;
        continue;
      }
      if (char === '<') {
        const rest = this.text.slice(this.at);
        const close = TAG_CLOSE.exec(rest);
        if (close) {
          if (close[1] !== context.closeTag) this.fail(`unexpected closing tag </${close[1]}>`);
          break;
        }
        const open = TAG_OPEN.exec(rest);
        if (open) {
          flush();
          parts.push(this.tag(open[1]!, open[0].length, context.inPlural));
          continue;
        }
      }
      text += char;
      this.at += 1;
    }
    flush();
    return parts;
  }

  private tag(name: string, openLength: number, inPlural: boolean): Part {
    this.at += openLength;
    const children = this.parts({ inPlural, closeTag: name, inOption: false });
    const closing = `</${name}>`;
    if (!this.text.startsWith(closing, this.at)) this.fail(`<${name}> is not closed`);
    this.at += closing.length;
    return { kind: 'tag', name, children };
  }

  private word(): string {
    const match = /^\s*([\w=.-]+)\s*/.exec(this.text.slice(this.at));
    if (!match) this.fail('expected a name');
    this.at += match[0].length;
    return match[1]!;
  }

  private argument(): Part {
    this.at += 1; // {
    const name = this.word();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return { kind: 'value', name };
    }
    if (this.text[this.at] !== ',') this.fail(`expected "," or "}" after {${name}`);
    this.at += 1;
    const type = this.word();
    if (type !== 'plural' && type !== 'select') this.fail(`unknown argument type "${type}"`);
    if (this.text[this.at] !== ',') this.fail(`expected "," after ${type}`);
    this.at += 1;
    const options = new Map<string, Part[]>();
    for (;;) {
      while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
      if (this.text[this.at] === '}') break;
      const key = this.word();
      if (this.text[this.at] !== '{') this.fail(`expected "{" after option "${key}"`);
      this.at += 1;
      options.set(key, this.parts({ inPlural: type === 'plural', closeTag: null, inOption: true }));
      if (this.text[this.at] !== '}') this.fail(`option "${key}" is not closed`);
      this.at += 1;
    }
    this.at += 1; // }
    if (!options.has('other')) this.fail(`{${name}, ${type}} needs an "other" option`);
    return { kind: type, name, options };
  }
}

const parsed = new Map<string, readonly Part[]>();

/** The message's parts, parsed once per text. Throws MessageSyntaxError on a malformed message. */
export function parseMessage(text: string): readonly Part[] {
  let parts = parsed.get(text);
  if (!parts) {
    // Plain text, the most common case, needs no parse.
    parts = /[{}<#]/.test(text) ? new Parser(text).parse() : [{ kind: 'text', text }];
    parsed.set(text, parts);
  }
  return parts;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let value = map.get(locale);
  if (!value) map.set(locale, (value = make()));
  return value;
}

/** Renders a tag: gets the tag's rendered children, returns what stands for the whole tag. */
export type TagRenderer<T> = (children: readonly (string | T)[]) => T;

interface Render<T> {
  readonly locale: string;
  readonly values: MessageValues;
  readonly tags: Readonly<Record<string, TagRenderer<T>>> | null;
}

function choose(part: Extract<Part, { kind: 'plural' | 'select' }>, render: Render<unknown>): readonly Part[] {
  const value = render.values[part.name];
  if (part.kind === 'select') return part.options.get(String(value)) ?? part.options.get('other')!;
  const count = Number(value);
  const exact = part.options.get(`=${count}`);
  if (exact) return exact;
  const category = Number.isFinite(count)
    ? cached(pluralRules, render.locale, () => new Intl.PluralRules(render.locale)).select(count)
    : 'other';
  return part.options.get(category) ?? part.options.get('other')!;
}

function renderParts<T>(parts: readonly Part[], render: Render<T>, count: number | null): (string | T)[] {
  const out: (string | T)[] = [];
  const push = (item: string | T) => {
    const last = out.length - 1;
    if (typeof item === 'string' && typeof out[last] === 'string') out[last] = `${out[last]}${item}`;
    else out.push(item);
  };
  let valueEndedWithPeriod = false;
  for (const part of parts) {
    const afterValueWithPeriod = valueEndedWithPeriod;
    valueEndedWithPeriod = false;
    switch (part.kind) {
      case 'text': {
        // A value that ends a sentence with its own period ("5:03 a.m.", "etc.") absorbs the sentence's period.
        const previous = out[out.length - 1];
        const absorbed = afterValueWithPeriod && part.text.startsWith('.') && !part.text.startsWith('..');
        push(absorbed && typeof previous === 'string' && previous.endsWith('.') ? part.text.slice(1) : part.text);
        break;
      }
      case 'value': {
        const value = part.name in render.values ? String(render.values[part.name]) : `{${part.name}}`;
        push(value);
        valueEndedWithPeriod = value.endsWith('.');
        break;
      }
      case 'pound':
        push(count === null ? '#' : cached(numberFormats, render.locale, () => new Intl.NumberFormat(render.locale)).format(count));
        break;
      case 'plural':
      case 'select': {
        const inner = part.kind === 'plural' ? Number(render.values[part.name]) : count;
        for (const item of renderParts(choose(part, render as Render<unknown>), render, inner)) push(item);
        break;
      }
      case 'tag': {
        const children = renderParts(part.children, render, count);
        const renderer = render.tags?.[part.name];
        if (renderer) out.push(renderer(children));
        else for (const item of children) push(item);
        break;
      }
    }
  }
  return out;
}

/** The message as plain text: values filled in, plurals chosen, tags reduced to their text. A missing value keeps its {placeholder}. */
export function formatMessage(text: string, locale: string, values: MessageValues = {}): string {
  return renderParts<string>(parseMessage(text), { locale, values, tags: null }, null).join('');
}

/** The message with each tag rendered by the caller (a link, bold text): strings and the renderers' results, in order. */
export function formatRichMessage<T>(
  text: string,
  locale: string,
  values: MessageValues,
  tags: Readonly<Record<string, TagRenderer<T>>>,
): (string | T)[] {
  return renderParts(parseMessage(text), { locale, values, tags }, null);
}

/** The names of the values and tags a message uses (the catalog test checks both languages use the same). */
export function messageArguments(text: string): { values: string[]; tags: string[] } {
  const values = new Set<string>();
  const tags = new Set<string>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (part.kind === 'value') values.add(part.name);
      if (part.kind === 'plural' || part.kind === 'select') {
        values.add(part.name);
        for (const option of part.options.values()) walk(option);
      }
      if (part.kind === 'tag') {
        tags.add(part.name);
        walk(part.children);
      }
    }
  };
  walk(parseMessage(text));
  return { values: [...values].sort(), tags: [...tags].sort() };
}
