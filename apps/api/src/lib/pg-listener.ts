import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MS = 5_000;

export interface ChannelListener {
  /** Settles once the first connection attempt is over (listening, or failed and retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * A connection of its own that LISTENs on `channel` and calls `onNotify` with each notification's payload.
 * PostgreSQL sends a notification only after the writing transaction commits. If the connection drops it comes
 * back after a pause and calls `onNotify` once without a payload, for anything committed meanwhile.
 */
export function listenToChannel(
  connection: pg.ClientConfig,
  channel: string,
  onNotify: (payload?: string) => void,
  log: FastifyBaseLogger,
): ChannelListener {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
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
    next.on('notification', (message) => onNotify(message.payload));
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      log.warn({ err: error, channel }, 'listener lost its connection: reconnecting');
      client = undefined;
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      onNotify();
    } catch (error) {
      log.warn({ err: error, channel }, 'listener could not connect: retrying');
      await next.end().catch(() => {});
      retry();
    }
  };

  const ready = connect();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => {});
    },
  };
}
