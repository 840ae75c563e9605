import { describe, expect, it } from 'vitest';
import { boundedMap } from './bounded-map';

/** Work that records how many calls are running at once; each call lets the others start before it ends. */
function observedWork() {
  let running = 0;
  const seen = { most: 0, started: [] as number[] };
  const work = async (item: number) => {
    seen.started.push(item);
    running++;
    seen.most = Math.max(seen.most, running);
    await new Promise((resolve) => setImmediate(resolve));
    running--;
    if (item < 0) throw new Error(`item ${item} failed`);
    return item * 10;
  };
  return { seen, work };
}

describe('boundedMap', () => {
  it('answers in the items’ order, running up to the limit at once and never more', async () => {
    const { seen, work } = observedWork();
    expect(await boundedMap([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, work)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(seen.most).toBe(4);
  });

  it('runs fewer items than the limit all at once, and answers nothing for no items', async () => {
    const { seen, work } = observedWork();
    expect(await boundedMap([1, 2], 4, work)).toEqual([10, 20]);
    expect(seen.most).toBe(2);
    expect(await boundedMap([], 4, work)).toEqual([]);
  });

  it('throws the first failure and starts nothing after it', async () => {
    const { seen, work } = observedWork();
    await expect(boundedMap([1, -2, 3, 4, 5, 6, 7], 2, work)).rejects.toThrow('item -2 failed');
    expect(seen.started).not.toContain(7);
  });
});
