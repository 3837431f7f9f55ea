import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * SIGTERM's work (S62): the listening socket closes and new requests on kept-alive connections get 503 with
 * `Connection: close` (closingPlugin), requests in flight finish, then the app's onClose hooks stop the
 * background jobs and listeners, then the pool closes. After `graceMs` the connections still open are cut and
 * the pool is left behind: their transactions never commit, so PostgreSQL rolls them back whole.
 * Returns whether everything finished inside the grace period.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
  graceMs: number,
): Promise<'finished' | 'cut'> {
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'shutdown grace period over: cutting the requests still open');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
    const poolClosed = database.close().then(() => true);
    const stillBusy = new Promise<false>((resolve) => setTimeout(() => resolve(false), graceMs).unref());
    if (!(await Promise.race([poolClosed, stillBusy]))) cut = true;
  } finally {
    clearTimeout(deadline);
  }
  return cut ? 'cut' : 'finished';
}
