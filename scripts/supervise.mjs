// Runs the shop's server as a child process and supervises it (`npm start` ends here): SIGINT and SIGTERM are passed
// on, and when the server ends for any reason (SIGKILL, a crash, out of memory) the embedded PostgreSQL it started
// is stopped too, so none is left behind (S40). Exits with the server's exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { register } = await import('tsx/esm/api');
register();
const { stopEmbeddedPostgresOf } = await import(path.join(root, 'apps/api/src/db/supervision.ts'));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: process.cwd(),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
let stopRequested = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRequested = true;
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

const [code, signal] = await new Promise((resolve) => server.once('exit', (...result) => resolve(result)));
if (signal && !stopRequested) console.error(`The server was ended by ${signal}.`);
try {
  await stopEmbeddedPostgresOf(process.env, (line) => console.log(line));
} catch (error) {
  console.error(`Could not stop the embedded PostgreSQL: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
process.exit(code ?? (stopRequested ? 0 : 1));
