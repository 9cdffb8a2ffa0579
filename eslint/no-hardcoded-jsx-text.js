// A local ESLint rule (docs/i18n.md): no user-visible text written into JSX.
//
// In the web app (every file of src/client, I18N_CONVERTED in eslint.config.js) every text a
// person sees or hears comes from `t('key')`. This reports:
//   - JSX text with a letter in it: <p>Sign in</p>
//   - a string with a letter as a JSX child: <p>{'Sign in'}</p>, <p>{`Sign in`}</p>
//   - a string with a letter in a user-visible attribute: aria-label="Close", title, alt, placeholder, label…
//   - a string with a letter as a user-visible property of an object: toast({ title: 'Saved' }), { label: 'Later' }
// Text made only of digits, punctuation or symbols (×, →, 15%) passes, and so do the names and
// brands of the `allow` option (e.g. "Waypoint").
const LETTER = /\p{L}/u;
// A catalog key ('shell.about') is not text.
const MESSAGE_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'closeLabel',
]);

const VISIBLE_PROPERTIES = new Set(['title', 'description', 'label', 'message', 'closeLabel', 'detail', 'badge', 'placeholder']);

export const noHardcodedJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible JSX text comes from the i18n catalogs (t()), not from the code.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      text: 'Hard-coded user-visible text "{{text}}": add it to src/locales/en and es and show t(\'…\') (docs/i18n.md).',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (node, raw) => {
      const text = raw.replace(/\s+/g, ' ').trim();
      if (!LETTER.test(text) || MESSAGE_KEY.test(text) || allow.has(text)) return;
      context.report({ node, messageId: 'text', data: { text: text.length > 40 ? `${text.slice(0, 40)}…` : text } });
    };
    const literalText = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
      return null;
    };
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
        if (!name || !VISIBLE_PROPERTIES.has(name)) return;
        const text = literalText(node.value);
        if (text !== null) check(node.value, text);
      },
      JSXText(node) {
        check(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (text !== null) check(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== null) check(node, text);
      },
    };
  },
};
