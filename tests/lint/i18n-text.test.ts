import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * In the web app (I18N_CONVERTED in eslint.config.js covers all of src/client) no user-visible text is
 * written into JSX; outside it (the server, scripts) the rule is off.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function textErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message: Linter.LintMessage) => message.ruleId === 'i18n/no-hardcoded-jsx-text')
    .map((m) => m.message);
}

const HARD_CODED = `import { useToast } from '@client/ui/toast';
export function Fixture() {
  const toast = useToast();
  toast({ title: 'Saved' });
  return (
    <section aria-label="Results">
      <h1>Sign in</h1>
      <p>{'Welcome back'}</p>
      <input placeholder="Your name" />
    </section>
  );
}
`;

const TRANSLATED = `import { useT } from '@client/shared/i18n/i18n-store';
const FIELDS = [{ name: 'savings', label: 'money-plan.form.savings' }];
export function Fixture({ count }: { count: number }) {
  const t = useT();
  return (
    <section aria-label={t('shell.navMain')}>
      <h1>{t('auth.signInHeading')}</h1>
      <p>Waypoint</p>
      <p>{count} × 2 → 15%</p>
      <span aria-hidden="true">×</span>
      {FIELDS.map((field) => <label key={field.name}>{t(field.label)}</label>)}
    </section>
  );
}
`;

describe('no hard-coded user-visible text in the web app', () => {
  it('reports JSX text, string children, visible attributes and visible object properties', async () => {
    const errors = await textErrors(HARD_CODED, 'src/client/app/shell/lint-fixture.tsx');
    expect(errors.map((message) => /"([^"]+)"/.exec(message)?.[1])).toEqual(['Saved', 'Results', 'Sign in', 'Welcome back', 'Your name']);
  });

  it('accepts t() calls, catalog keys (kebab-case areas too), the allow-listed brand and text without letters', async () => {
    expect(await textErrors(TRANSLATED, 'src/client/features/auth/lint-fixture.tsx')).toEqual([]);
  });

  it('covers every folder of the web app, a new one included, and only the web app', async () => {
    expect(await textErrors(HARD_CODED, 'src/client/features/a-new-feature/lint-fixture.tsx')).toHaveLength(5);
    expect(await textErrors(HARD_CODED, 'src/client/shared/anything/lint-fixture.tsx')).toHaveLength(5);
    // The server writes no JSX for the browser; its texts (e-mails, .ics) are checked by their typed { en, es } maps.
    expect(await textErrors(HARD_CODED, 'src/server/features/lint-fixture.tsx')).toEqual([]);
  });
});
