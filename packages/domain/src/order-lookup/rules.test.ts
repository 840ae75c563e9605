import { describe, expect, it } from 'vitest';
import { countSlices, monthsBetween } from './rules';

describe('order-count slices', () => {
  it('asks once for less than 4 months', () => {
    expect(countSlices('2026-01-15', '2026-04-20')).toEqual([{ start: '2026-01-15', end: '2026-04-20' }]);
  });

  it('splits 4 months or more into touching one-month slices covering the range', () => {
    const slices = countSlices('2026-01-15', '2026-05-20');
    expect(slices).toEqual([
      { start: '2026-01-15', end: '2026-02-14' },
      { start: '2026-02-15', end: '2026-03-14' },
      { start: '2026-03-15', end: '2026-04-14' },
      { start: '2026-04-15', end: '2026-05-14' },
      { start: '2026-05-15', end: '2026-05-20' },
    ]);
    expect(monthsBetween('2026-01-15', '2026-05-20')).toBe(4);
  });

  it('handles month ends and year changes', () => {
    const slices = countSlices('2025-10-31', '2026-02-28');
    expect(slices[0]).toEqual({ start: '2025-10-31', end: '2025-11-29' });
    expect(slices.at(-1)?.end).toBe('2026-02-28');
    for (let index = 1; index < slices.length; index++) {
      expect(slices[index]!.start > slices[index - 1]!.end).toBe(true);
    }
  });
});
