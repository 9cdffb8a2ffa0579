// A local ESLint rule: no static import cycles between our own modules (ADR 0018).
//
// For the file being linted, each static import (`import … from`, `export … from`, type-only
// included) that resolves to one of our files is followed through the import graph on disk; if the
// walk comes back to the file, the import is reported with the path of the cycle. Dynamic
// `import()` is not an edge: it is a deliberate code split, evaluated after both modules loaded.
// Specifiers are resolved like tsconfig.json "paths" (the aliases are passed in) and relative paths,
// trying .ts, .tsx and index files. Files read from disk are cached for one lint run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// Static specifiers: `import x from '…'`, `import '…'`, `export { x } from '…'`, `export * from '…'`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveFile(candidate) {
  for (const extension of EXTENSIONS) {
    const file = candidate + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The absolute file a specifier names, or null for packages and files we do not own. */
export function resolveSpecifier(specifier, fromFile, aliases) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return resolveFile(path.join(target, specifier.slice(prefix.length)));
  }
  return null;
}

const importsCache = new Map();

function importsOnDisk(file, aliases) {
  let edges = importsCache.get(file);
  if (!edges) {
    const source = readFileSync(file, 'utf8');
    edges = [...source.matchAll(STATIC_IMPORT)].map((match) => resolveSpecifier(match[1], file, aliases)).filter(Boolean);
    importsCache.set(file, edges);
  }
  return edges;
}

/** A path from `start` back to `target` through static imports, or null. */
function pathBack(start, target, aliases) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOnDisk(file, aliases)) {
      if (next === target) return trail;
      if (!seen.has(next)) stack.push([next, [...trail, next]]);
    }
  }
  return null;
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow static import cycles between project modules' },
    schema: [{ type: 'object', properties: { aliases: { type: 'object' }, root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both sides need into a module they can both import.' },
  },
  create(context) {
    const { aliases = {}, root = context.cwd } = context.options[0] ?? {};
    const absoluteAliases = Object.fromEntries(Object.entries(aliases).map(([prefix, target]) => [prefix, path.resolve(root, target)]));
    const filename = path.resolve(context.filename);
    const relative = (file) => path.relative(root, file);

    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(node.source.value, filename, absoluteAliases);
      if (!target) return;
      const trail = target === filename ? [] : pathBack(target, filename, absoluteAliases);
      if (trail === null) return;
      const cycle = [filename, ...trail, filename].map(relative).join(' → ');
      context.report({ node: node.source, messageId: 'cycle', data: { cycle } });
    }

    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
