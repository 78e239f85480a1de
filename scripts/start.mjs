// npm start. Plain JavaScript on purpose: this process lives as long as the server, and a TypeScript
// launcher would keep tsx's esbuild service running beside it. It runs the preparation (build, migrate,
// seed: scripts/start-prepare.ts under tsx) to its end, then the built server with the environment the
// preparation settled on, and prints where to open the site once the server says it listens.
import { spawn } from 'node:child_process';

const SERVE_PLAN = 'specfind:serve'; // scripts/start-env.ts
const LISTENING = 'specfind:listening'; // src/domain/start-banner.ts

function run(command, args, env) {
  const child = spawn(command, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
  // The terminal sends Ctrl+C to the whole group; a plain `kill` reaches only this process.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
}

let plan = null;
const prepare = run('node_modules/.bin/tsx', ['scripts/start-prepare.ts'], process.env);
prepare.on('message', (message) => {
  if (message?.type === SERVE_PLAN) plan = message;
});
prepare.on('exit', (code, signal) => {
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  if (code !== 0 || !plan) process.exit(code || (signal ? 1 : 0));
  const server = run(process.execPath, ['dist/server.js'], plan.env);
  server.on('message', (message) => {
    if (message?.type === LISTENING) console.log(plan.readyLines.join('\n'));
  });
  server.on('exit', (serverCode) => process.exit(serverCode ?? 0));
});
