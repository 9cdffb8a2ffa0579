import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Proves the client and server import boundaries of eslint.config.js (ADR 0018) by linting code
 * that breaks them, as if it were a file at the given path. Removing a rule makes these tests fail.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // ignore: false so the cycle fixtures (ignored by `eslint .`) are linted here.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
}

const restricted = (messages: Linter.LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);

describe('a feature', () => {
  it('does not import another feature', async () => {
    const messages = await lint(
      "import { safeReturnTo } from '@client/features/auth/sign-in-flow';\nexport const fixture = safeReturnTo;\n",
      'src/client/features/forum/lint-fixture.ts',
    );
    expect(restricted(messages)).toEqual([expect.stringContaining('features/forum does not import another feature')]);
  });

  it('does not reach a sibling feature with ../ from its top folder', async () => {
    const messages = await lint("export { safeReturnTo } from '../auth/sign-in-flow';\n", 'src/client/features/forum/lint-fixture.ts');
    expect(restricted(messages)).toEqual([expect.stringContaining('does not reach outside it with ../')]);
  });

  it('does not climb ../../ (it uses an alias)', async () => {
    const messages = await lint(
      "import { financialGrade } from '../../../../domain/finance/grade';\nexport const fixture = financialGrade;\n",
      'src/client/features/forum/api/lint-fixture.ts',
    );
    expect(restricted(messages)).toEqual([expect.stringContaining('Do not climb ../../')]);
  });

  it('does not import the app', async () => {
    const messages = await lint("export { SignedInOnly } from '@client/app/guards';\n", 'src/client/features/forum/lint-fixture.ts');
    expect(restricted(messages)).toEqual([expect.stringContaining('Only the app imports the app')]);
  });

  it('imports only the API type from the server', async () => {
    const messages = await lint("export { users } from '@server/db/schema';\n", 'src/client/features/forum/lint-fixture.ts');
    expect(restricted(messages)).toEqual([expect.stringContaining('only imports server types through @server/app')]);
  });

  it('imports its own files, shared, ui, domain, data and the API type', async () => {
    const code = [
      "import type { ApiType } from '@server/app';",
      "import { DIRECT_LOAN_RATES } from '@data/federal-loans';",
      "import { financialGrade } from '@domain/finance/grade';",
      "import { useSession } from '@client/shared/session/use-session';",
      "import { Button } from '@client/ui/button';",
      "import { timeAgo } from '@client/features/forum/forum-format';",
      "import { usePost } from '../api/forum-queries';",
      "import { TagList } from '../tag-list';",
      'export const fixture: [ApiType | null, ...unknown[]] = [null, DIRECT_LOAN_RATES, financialGrade, useSession, Button, timeAgo, usePost, TagList];',
      '',
    ].join('\n');
    const messages = await lint(code, 'src/client/features/forum/parts/lint-fixture.ts');
    expect(restricted(messages)).toEqual([]);
  });
});

describe('shared and ui', () => {
  it('never import a feature', async () => {
    const shared = await lint("export { TagList } from '@client/features/forum/tag-list';\n", 'src/client/shared/lib/lint-fixture.ts');
    const ui = await lint("export { TagList } from '@client/features/forum/tag-list';\n", 'src/client/ui/lint-fixture.ts');
    expect(restricted(shared)).toEqual([expect.stringContaining('shared and ui never import a feature')]);
    expect(restricted(ui)).toEqual([expect.stringContaining('shared and ui never import a feature')]);
  });
});

describe('a server feature', () => {
  it('does not import another feature', async () => {
    const messages = await lint(
      "import { listNotifications } from '@server/features/notifications/notifications.service';\nexport const fixture = listNotifications;\n",
      'src/server/features/forum/lint-fixture.ts',
    );
    expect(restricted(messages)).toEqual([expect.stringContaining('features/forum does not import another feature')]);
  });

  it('does not reach a sibling feature with ../ from its top folder', async () => {
    const messages = await lint(
      "export { notify } from '../notifications/notifications.service';\n",
      'src/server/features/forum/lint-fixture.ts',
    );
    expect(restricted(messages)).toEqual([expect.stringContaining('does not reach outside it with ../')]);
  });

  it('does not climb ../../ (it uses an alias)', async () => {
    const messages = await lint("export { notify } from '../../shared/notify';\n", 'src/server/features/catalog/import/lint-fixture.ts');
    expect(restricted(messages)).toEqual([expect.stringContaining('Do not climb ../../')]);
  });

  it('does not import the composition root or client code', async () => {
    const root = await lint("export { apiRoutes } from '@server/routes';\n", 'src/server/features/forum/lint-fixture.ts');
    const client = await lint("export { api } from '@client/shared/lib/api-client';\n", 'src/server/features/forum/lint-fixture.ts');
    expect(restricted(root)).toEqual([expect.stringContaining('Only the composition root')]);
    expect(restricted(client)).toEqual([expect.stringContaining('The server never imports client code')]);
  });

  it('imports its own files, shared server modules, domain and data', async () => {
    const code = [
      "import { DIRECT_LOAN_RATES } from '@data/federal-loans';",
      "import { financialGrade } from '@domain/finance/grade';",
      "import { requireSession } from '@server/auth/guards';",
      "import { users } from '@server/db/schema';",
      "import { validate } from '@server/http/validate';",
      "import { allMajors } from '@server/shared/catalog';",
      "import { listCareers } from '@server/features/catalog/catalog.service';",
      "import { findCareer } from '../catalog.service';",
      "import { careerRow } from './rows';",
      'export const fixture = [DIRECT_LOAN_RATES, financialGrade, requireSession, users, validate, allMajors, listCareers, findCareer, careerRow];',
      '',
    ].join('\n');
    const messages = await lint(code, 'src/server/features/catalog/import/lint-fixture.ts');
    expect(restricted(messages)).toEqual([]);
  });

  it('is imported by the composition root, which may import every feature', async () => {
    const messages = await lint(
      "import { forumRoutes } from '@server/features/forum/forum.routes';\nimport { notificationRoutes } from '@server/features/notifications/notifications.routes';\nexport const fixture = [forumRoutes, notificationRoutes];\n",
      'src/server/lint-fixture.ts',
    );
    expect(restricted(messages)).toEqual([]);
  });
});

describe('shared server modules (shared, http, auth, db)', () => {
  it('never import a feature', async () => {
    const shared = await lint("export { forumRoutes } from '@server/features/forum/forum.routes';\n", 'src/server/shared/lint-fixture.ts');
    const http = await lint("export { forumRoutes } from '@server/features/forum/forum.routes';\n", 'src/server/http/lint-fixture.ts');
    expect(restricted(shared)).toEqual([expect.stringContaining('shared, http, auth and db never import a feature')]);
    expect(restricted(http)).toEqual([expect.stringContaining('shared, http, auth and db never import a feature')]);
  });
});

describe('domain', () => {
  it('imports nothing of server, client or data, by alias or by path, and does not climb ../../', async () => {
    const alias = await lint("export { users } from '@server/db/schema';\n", 'src/domain/forum/lint-fixture.ts');
    const climb = await lint("export { GRADE_TABLE } from '../../finance/grade';\n", 'src/domain/forum/parts/lint-fixture.ts');
    expect(restricted(alias)).toEqual([expect.stringContaining('src/domain is pure')]);
    expect(restricted(climb)).toEqual([expect.stringContaining('Do not climb ../../')]);
  });
});

describe('calls to the API', () => {
  const rawFetch = "export const load = () => fetch('/api/careers');\n";
  const rawRequests = (messages: Linter.LintMessage[]) =>
    messages.filter((message) => message.ruleId === 'no-restricted-globals' || message.ruleId === 'no-restricted-properties');

  it('are not raw fetches in a page or component', async () => {
    const page = await lint(rawFetch, 'src/client/features/forum/lint-fixture.tsx');
    const shared = await lint("export const load = () => window.fetch('/api/site');\n", 'src/client/shared/session/lint-fixture.ts');
    expect(rawRequests(page).map((message) => message.message)).toEqual([expect.stringContaining('through the typed `api` client')]);
    expect(rawRequests(shared).map((message) => message.message)).toEqual([expect.stringContaining('through the typed `api` client')]);
  });

  it('may use fetch inside the API layer', async () => {
    expect(rawRequests(await lint(rawFetch, 'src/client/features/forum/api/lint-fixture.ts'))).toEqual([]);
    expect(rawRequests(await lint(rawFetch, 'src/client/shared/lib/api-client.ts'))).toEqual([]);
  });
});

describe('import cycles', () => {
  it('reports each import that closes a cycle, with the cycle', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle']);
    const cycles = results
      .flatMap((result) =>
        result.messages
          .filter((message) => message.ruleId === 'boundaries/no-import-cycles')
          .map((message) => `${path.basename(result.filePath)}: ${message.message}`),
      )
      .sort();
    expect(cycles).toEqual([
      expect.stringContaining(
        'a.ts: Import cycle: tests/lint/fixtures/cycle/a.ts → tests/lint/fixtures/cycle/b.ts → tests/lint/fixtures/cycle/c.ts → tests/lint/fixtures/cycle/a.ts',
      ),
      expect.stringContaining(
        'b.ts: Import cycle: tests/lint/fixtures/cycle/b.ts → tests/lint/fixtures/cycle/c.ts → tests/lint/fixtures/cycle/a.ts → tests/lint/fixtures/cycle/b.ts',
      ),
      expect.stringContaining(
        'c.ts: Import cycle: tests/lint/fixtures/cycle/c.ts → tests/lint/fixtures/cycle/a.ts → tests/lint/fixtures/cycle/b.ts → tests/lint/fixtures/cycle/c.ts',
      ),
    ]);
  });

  it('follows aliases in server code', async () => {
    // forum.routes.ts is imported by moderation.routes.ts, so importing it back closes a cycle.
    const messages = await lint(
      "import { moderationRoutes } from '@server/features/forum/moderation.routes';\nexport const fixture = moderationRoutes;\n",
      'src/server/features/forum/forum.routes.ts',
    );
    expect(messages.filter((message) => message.ruleId === 'boundaries/no-import-cycles').map((message) => message.message)).toEqual([
      expect.stringContaining(
        'src/server/features/forum/forum.routes.ts → src/server/features/forum/moderation.routes.ts → src/server/features/forum/forum.routes.ts',
      ),
    ]);
  });

  it('follows aliases in client code', async () => {
    // The toast module reads the viewport lazily (import()), which is not a cycle; a static import back is.
    const messages = await lint(
      "import { ToastViewport } from '@client/ui/toast-viewport';\nexport const fixture = ToastViewport;\n",
      'src/client/ui/toast.tsx',
    );
    expect(messages.filter((message) => message.ruleId === 'boundaries/no-import-cycles').map((message) => message.message)).toEqual([
      expect.stringContaining('src/client/ui/toast.tsx → src/client/ui/toast-viewport.tsx → src/client/ui/toast.tsx'),
    ]);
  });
});

describe('routing (ADR 0028)', () => {
  it('bans react-router everywhere: the client, the server, tests', async () => {
    for (const file of ['src/client/features/forum/lint-fixture.tsx', 'src/client/app/lint-fixture.tsx', 'tests/e2e/lint-fixture.ts']) {
      const messages = await lint("export { Link } from 'react-router';\n", file);
      expect(restricted(messages), file).toEqual([expect.stringContaining('Routing comes from @client/shared/routing')]);
    }
  });

  it('lets only src/client/shared/routing import wouter', async () => {
    const code = "export { Switch } from 'wouter';\n";
    for (const file of [
      'src/client/features/forum/lint-fixture.tsx',
      'src/client/shared/lib/lint-fixture.ts',
      'src/client/app/lint-fixture.tsx',
    ]) {
      expect(restricted(await lint(code, file)), file).toEqual([expect.stringContaining('Only src/client/shared/routing imports wouter')]);
    }
    expect(restricted(await lint(code, 'src/client/shared/routing/lint-fixture.ts'))).toEqual([]);
  });
});
