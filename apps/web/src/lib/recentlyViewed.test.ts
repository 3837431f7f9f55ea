import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentlyViewed, rememberViewed } from './recentlyViewed.ts';
import { RECENTLY_VIEWED_KEY } from './storage.ts';

describe('recently viewed', () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the newest first, each piece once, and at most twelve', () => {
    for (let i = 1; i <= 14; i++) rememberViewed(`p${i}`);
    rememberViewed('p10');
    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(12);
    expect(ids.slice(0, 3)).toEqual(['p10', 'p14', 'p13']);
    expect(new Set(ids).size).toBe(12);
  });

  it('reads anything unreadable as none, and skips what is not an id', () => {
    items.set(RECENTLY_VIEWED_KEY, '{broken');
    expect(readRecentlyViewed()).toEqual([]);
    items.set(RECENTLY_VIEWED_KEY, JSON.stringify(['p1', 7, null, 'p2']));
    expect(readRecentlyViewed()).toEqual(['p1', 'p2']);
  });

  it('works, remembering nothing, where storage is blocked', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    });
    rememberViewed('p1');
    expect(readRecentlyViewed()).toEqual([]);
  });
});
