// The sale's shopper as a process of its own (bench/sale.ts): started with the shop's address, the product and the
// size in argv, it signs in, then on each `{ run: 'sale' }` places and cancels orders back to back, or on
// `{ run: 'control', periodMs }` reads its cart at that pace, or on `{ run: 'floor' }` asks for /health as fast as
// it can, until `'stop'`, and answers with the cycles done.
import { repeat, type ShopperRun, shopper } from './shopper.ts';

const [base, productId, size] = process.argv.slice(2);
if (!base || !productId || !size || !process.send)
  throw new Error('usage: an IPC child with <base> <product> <size>');
const send = (message: unknown) => process.send?.(message);

const { buyAndCancel, readCart, askHealth } = await shopper(base, productId, size);
let stop: () => void = () => {};

process.on('message', async (message: 'stop' | 'exit' | ShopperRun) => {
  if (message === 'stop') return stop();
  if (message === 'exit') return process.exit(0);
  const over = new Promise<void>((resolve) => (stop = resolve));
  const cycles =
    message.run === 'control'
      ? await repeat(readCart, over, message.periodMs)
      : await repeat(message.run === 'sale' ? buyAndCancel : askHealth, over);
  send({ cycles });
});
send('ready');
