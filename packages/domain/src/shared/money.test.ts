import { describe, expect, it } from 'vitest';
import { fromCents, roundMoney, sumMoney, toCents } from './money';

describe('money', () => {
  it('sums decimal strings exactly where floats would drift', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(Array.from({ length: 1000 }, () => '19.99'))).toBe('19990.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('reads whole, short and negative amounts', () => {
    expect(toCents('12')).toBe(1200n);
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('-10.00')).toBe(-1000n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('abc')).toThrow();
  });
});

describe('roundMoney', () => {
  it('rounds the decimal half up to the cent, never through a float', () => {
    expect(roundMoney('13.695')).toBe('13.70');
    expect(roundMoney('1.005')).toBe('1.01');
    expect(roundMoney('2.674')).toBe('2.67');
    expect(roundMoney('7')).toBe('7.00');
  });
});
