import { describe, expect, it } from 'vitest';
import { IdParam, MAX_ID, findUnsafeText } from './input';
import { dateRangeRule, RangeDate, latestDate, addDays } from './dates';
import { z } from 'zod';

describe('ids', () => {
  it('reads only plain digits within the integer column', () => {
    expect(IdParam.parse('1')).toBe(1);
    expect(IdParam.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const spelling of [' 1', '+1', '01', '1e0', '0x1', '1.0', '0', '-1', '', String(MAX_ID + 1), '99999999999']) {
      expect(IdParam.safeParse(spelling).success, JSON.stringify(spelling)).toBe(false);
    }
  });
});

describe('unsafe text', () => {
  it('finds control characters and lone surrogates anywhere, by path, and keeps tabs, line breaks and emoji', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findUnsafeText({ a: '\ud800' })).toEqual(['a']);
    expect(findUnsafeText({ 'k\u0001': 'v' })).toEqual([]);
    expect(findUnsafeText({ notes: 'a\tb\r\nc 🙂', n: 1, none: null })).toBeNull();
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(200_000);
  });
});

describe('date ranges', () => {
  const Range = z.object({ from: RangeDate, to: RangeDate }).superRefine(dateRangeRule('from', 'to'));

  it('bounds each date and the span', () => {
    expect(Range.safeParse({ from: '2020-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(Range.safeParse({ from: '1999-12-31', to: '2000-01-01' }).success).toBe(false);
    expect(Range.safeParse({ from: '2026-01-01', to: addDays(latestDate(), 1) }).success).toBe(false);
    expect(Range.safeParse({ from: '2000-01-01', to: '2015-01-01' }).error?.issues[0]?.path).toEqual(['to']);
    expect(Range.safeParse({ from: '2020-01-02', to: '2020-01-01' }).error?.issues[0]?.path).toEqual(['from']);
  });
});
