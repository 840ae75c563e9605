import { describe, expect, it } from 'vitest';
import { IsoDate, addDays, daySpan } from './dates';

describe('calendar days', () => {
  it('counts both ends of a range', () => {
    expect(daySpan('2026-11-20', '2026-11-21')).toBe(2);
    expect(daySpan('2026-11-21', '2026-11-21')).toBe(1);
    expect(daySpan('2026-02-27', '2026-03-01')).toBe(3);
  });

  it('adds days across months', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });

  it('accepts only real dates', () => {
    expect(IsoDate.safeParse('2026-02-28').success).toBe(true);
    expect(IsoDate.safeParse('2026-02-30').success).toBe(false);
    expect(IsoDate.safeParse('11/21/2026').success).toBe(false);
  });
});
