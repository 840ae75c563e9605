import { describe, expect, it } from 'vitest';
import { extraRentalDays, rentalCondition, rentalFee, rentalRefundAmount } from './rental-fee';

describe('rental condition of a SKU', () => {
  it.each([
    ['56049144AD-PREOWNED', 'preowned'],
    ['56049144AD-LIKENEW', 'preowned'],
    ['68099135AC-REBUILT', 'rebuilt'],
    ['04692318AB-NEW', 'new'],
    ['56049144ad-rebuilt', 'rebuilt'],
    ['UNLISTED-REPAIR-SERVICE-MISC', null],
    ['TIPM-BYPASS', null],
    [null, null],
  ] as const)('%s rents as %s', (sku, condition) => {
    expect(rentalCondition(sku)).toBe(condition);
  });
});

describe('rental fee (min 10 days, max 30, base 120, 25 %, 12 / 18 a day)', () => {
  it.each([
    [1, 0],
    [9, 0],
    [10, 0],
    [11, 1],
    [25, 15],
    [29, 19],
    [30, 20],
    [31, 20],
    [90, 20],
  ])('%i days rented charge %i extra days', (days, extra) => {
    expect(extraRentalDays(days)).toBe(extra);
  });

  const line = (sku: string, subtotal: string, quantity = 1) => ({ sku, subtotal, quantity });

  it.each([
    // pre-owned: the line subtotal, whatever the days
    ['56049144AD-PREOWNED', '289.99', 5, '289.99'],
    ['56049144AD-PREOWNED', '289.99', 10, '289.99'],
    ['56049144AD-PREOWNED', '289.99', 45, '289.99'],
    // rebuilt: 120 + 12 a day past the tenth, at most 20 days
    ['68099135AC-REBUILT', '450.00', 9, '120.00'],
    ['68099135AC-REBUILT', '450.00', 10, '120.00'],
    ['68099135AC-REBUILT', '450.00', 11, '132.00'],
    ['68099135AC-REBUILT', '450.00', 30, '360.00'],
    ['68099135AC-REBUILT', '450.00', 31, '360.00'],
    // new: 25 % of the subtotal (rounded to the cent) + 18 a day past the tenth
    ['04692318AB-NEW', '599.99', 9, '150.00'],
    ['04692318AB-NEW', '599.99', 10, '150.00'],
    ['04692318AB-NEW', '599.99', 11, '168.00'],
    ['04692318AB-NEW', '599.99', 30, '510.00'],
    ['04692318AB-NEW', '599.99', 60, '510.00'],
  ])('%s at %s for %i days costs %s', (sku, subtotal, days, fee) => {
    expect(rentalFee([line(sku, subtotal)], days)?.fee).toBe(fee);
  });

  it('adds the fee of every rental line and ignores lines that are not units', () => {
    const result = rentalFee(
      [line('68099135AC-REBUILT', '450.00'), line('TIPM-BYPASS', '19.99'), line('04692318AB-NEW', '400.00')],
      12,
    );
    expect(result).toMatchObject({ fee: '280.00', extraDays: 2 });
    expect(result?.lines.map((entry) => [entry.condition, entry.fee])).toEqual([
      ['rebuilt', '144.00'],
      ['new', '136.00'],
    ]);
  });

  it('charges rebuilt and new fees per unit', () => {
    expect(rentalFee([line('68099135AC-REBUILT', '900.00', 2)], 11)?.fee).toBe('264.00');
  });

  it('is null when no line can be rented (Is not a valid Rental Item)', () => {
    expect(rentalFee([line('UNLISTED-REPAIR-SERVICE-MISC', '120.00')], 12)).toBeNull();
    expect(rentalFee([], 12)).toBeNull();
  });

  it('refunds the order total minus the fee, never less than nothing', () => {
    expect(rentalRefundAmount('470.00', '144.00')).toBe('326.00');
    expect(rentalRefundAmount('100.00', '144.00')).toBe('0.00');
  });
});
