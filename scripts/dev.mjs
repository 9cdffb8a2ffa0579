// `npm run dev`: the API (tsx watch) on :3001 and Vite with hot reload on :5173, which proxies /api and /oidc.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PORT: '3001', BASE_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { API_PORT: '3001', ...process.env } }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
