import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { OUTBOX_CHANNEL } from './outbox.service.ts';

const RECONNECT_MS = 5_000;

/**
 * A connection of its own that LISTENs for committed mail and calls `onMail`. PostgreSQL sends the
 * notification only after the writing transaction commits, so the mail is there to be read. If the
 * connection drops it comes back after a pause and calls `onMail` once, for anything committed meanwhile.
 */
export function listenForMail(
  connection: pg.ClientConfig,
  onMail: () => void,
  log: FastifyBaseLogger,
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client(connection);
    next.on('notification', () => onMail());
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      log.warn({ err: error }, 'outbox listener lost its connection: reconnecting');
      client = undefined;
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      onMail();
    } catch (error) {
      log.warn({ err: error }, 'outbox listener could not connect: retrying');
      await next.end().catch(() => {});
      retry();
    }
  };

  const started = connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await started;
      await client?.end().catch(() => {});
    },
  };
}
