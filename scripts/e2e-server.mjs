// The server the browser tests run against: the production build, a fresh data directory, the local sign-in.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '3100';
const child = spawn(process.execPath, ['--enable-source-maps', `${process.env.DIST_DIR ?? 'dist'}/server/main.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    BASE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: '',
    // Every browser test signs in from the same address, far more often than a class would.
    SIGN_INS_PER_MINUTE: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
