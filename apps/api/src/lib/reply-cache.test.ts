import { describe, expect, it } from 'vitest';
import { ReplyCache } from './reply-cache.ts';

/** A fill that counts its calls and resolves when told to. */
function gatedFill(value: string) {
  let calls = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    fill: async () => {
      calls += 1;
      await gate;
      return { value };
    },
    open: () => open(),
    calls: () => calls,
  };
}

describe('reply cache', () => {
  it('concurrent misses of one key share a single fill, and the next call is a hit', async () => {
    const cache = new ReplyCache<{ value: string }>(60_000);
    const gated = gatedFill('a');
    const waiting = Array.from({ length: 50 }, () => cache.get('k', gated.fill));
    gated.open();
    const replies = await Promise.all(waiting);
    expect(gated.calls()).toBe(1);
    expect(new Set(replies).size).toBe(1);
    expect(await cache.get('k', gated.fill)).toBe(replies[0]);
    expect(gated.calls()).toBe(1);
  });

  it('peek answers only what is kept; an alias holds the same value and is dropped by clear()', async () => {
    const cache = new ReplyCache<{ value: string }>(60_000);
    expect(cache.peek('k')).toBeUndefined();
    cache.alias('k', 'url k');
    expect(cache.peek('url k'), 'nothing kept, nothing aliased').toBeUndefined();
    const value = await cache.get('k', async () => ({ value: 'a' }));
    cache.alias('k', 'url k');
    expect(cache.peek('k')).toBe(value);
    expect(cache.peek('url k')).toBe(value);
    cache.clear();
    expect(cache.peek('url k')).toBeUndefined();
    expect(new ReplyCache<{ value: string }>(0).peek('k'), 'off').toBeUndefined();
  });

  it('an entry lives for its time to live, then is filled again', async () => {
    const cache = new ReplyCache<{ n: number }>(30);
    let n = 0;
    const fill = async () => ({ n: ++n });
    expect((await cache.get('k', fill)).n).toBe(1);
    expect((await cache.get('k', fill)).n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.get('k', fill)).n).toBe(2);
  });

  it('a fill under way when the cache is cleared answers its callers but is not kept', async () => {
    const cache = new ReplyCache<{ value: string }>(60_000);
    const before = gatedFill('before the change');
    const first = cache.get('k', before.fill);
    cache.clear();
    // A request after the change does not join the old fill.
    const after = gatedFill('after the change');
    const second = cache.get('k', after.fill);
    before.open();
    after.open();
    expect((await first).value).toBe('before the change');
    expect((await second).value).toBe('after the change');
    expect((await cache.get('k', async () => ({ value: 'refilled' }))).value).toBe('after the change');
  });

  it('dropTag forgets only the replies of that tag, with their aliases, and keeps the rest', async () => {
    const cache = new ReplyCache<{ value: string }>(60_000);
    await cache.get('product a', async () => ({ value: 'a' }), 'a');
    cache.alias('product a', 'url a');
    await cache.get('product b', async () => ({ value: 'b' }), 'b');
    await cache.get('listing', async () => ({ value: 'list' }));
    cache.dropTag('a');
    expect(cache.peek('product a')).toBeUndefined();
    expect(cache.peek('url a')).toBeUndefined();
    expect(cache.peek('product b')?.value).toBe('b');
    expect(cache.peek('listing')?.value).toBe('list');
    expect(cache.tagsDropped).toBe(1);
    expect(cache.clears).toBe(0);
  });

  it('a fill of a tag under way when that tag is dropped answers its callers but is not kept', async () => {
    const cache = new ReplyCache<{ value: string }>(60_000);
    const before = gatedFill('stock before the order');
    const other = gatedFill('another product');
    const first = cache.get('product a', before.fill, 'a');
    const untouched = cache.get('product b', other.fill, 'b');
    cache.dropTag('a');
    const after = gatedFill('stock after the order');
    const second = cache.get('product a', after.fill, 'a');
    for (const gate of [before, other, after]) gate.open();
    expect((await first).value).toBe('stock before the order');
    expect((await second).value).toBe('stock after the order');
    expect((await untouched).value).toBe('another product');
    expect(cache.peek('product a')?.value).toBe('stock after the order');
    expect(cache.peek('product b')?.value).toBe('another product');
  });

  it('a failed fill is not kept: the next call tries again', async () => {
    const cache = new ReplyCache<{ value: string }>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => ({ value: 'up' }))).value).toBe('up');
  });

  it('keeps at most its bound of entries, dropping the least recently used', async () => {
    const cache = new ReplyCache<{ key: string }>(60_000, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ key }));
    await cache.get('a', async () => ({ key: 'never' }));
    await cache.get('d', async () => ({ key: 'd' }));
    expect(cache.size).toBe(3);
    expect((await cache.get('a', async () => ({ key: 'refilled a' }))).key).toBe('a');
    expect((await cache.get('b', async () => ({ key: 'refilled b' }))).key).toBe('refilled b');
  });

  it('a time to live of 0 turns it off: every call fills', async () => {
    const cache = new ReplyCache<{ n: number }>(0);
    let n = 0;
    const fill = async () => ({ n: ++n });
    await cache.get('k', fill);
    await cache.get('k', fill);
    expect(n).toBe(2);
    expect(cache.enabled).toBe(false);
  });
});
