import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was really asked to deliver to. */
  envelopeTo: string[];
  envelopeFrom: string;
  /** The message as it came over the wire. */
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Waits until `count` mails have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Waits until `count` mails to `address` have arrived; answers them in the order received. */
  waitForMailsTo(address: string, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests of the shop's mail. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                raw,
                parsed,
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
  let current = server();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => {
        port = (current.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    async waitForMailsTo(address, count, timeoutMs = 5000) {
      const mine = () => received.filter((mail) => mail.envelopeTo.includes(address));
      const until = Date.now() + timeoutMs;
      while (mine().length < count) {
        if (Date.now() > until)
          throw new Error(`expected ${count} mails to ${address}, got ${mine().length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return mine();
    },
    stop: () => new Promise<void>((resolve) => current.close(() => resolve())),
    async start() {
      current = server();
      await listen();
    },
  };
}
