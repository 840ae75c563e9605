import { describe, expect, it } from 'vitest';
import { MoneyInput as Amount } from '../shared/input';
import {
  REFUND_MESSAGES,
  amountProblem,
  refundableAmount,
  refundedTransactionId,
  rentalOrderNumber,
  requestTransactionId,
} from './rules';

describe('refund transaction ids', () => {
  it('gives a request {DEPT}-REQUEST-{5 characters}', () => {
    expect(requestTransactionId('tipm')).toMatch(/^TIPM-REQUEST-[A-Z2-9]{5}$/);
    expect(requestTransactionId('ecm', () => 0)).toBe('ECM-REQUEST-AAAAA');
  });

  it('gives a completed refund {DEPT}-{refund id}', () => {
    expect(refundedTransactionId('tipm', 42)).toBe('TIPM-42');
    expect(refundedTransactionId('ecm', 7)).toBe('ECM-7');
  });
});

describe('refund amounts', () => {
  it('counts what an order has left to give back, whatever the sign the shop writes refunds with', () => {
    expect(refundableAmount('470.00', [])).toBe('470.00');
    expect(refundableAmount('470.00', ['-120.00', '50.50'])).toBe('299.50');
    expect(refundableAmount('100.00', ['-120.00'])).toBe('0.00');
  });

  it.each([
    ['0.99', '100.00', 'must be at least 1.00'],
    ['1.00', '100.00', null],
    ['100.00', '100.00', null],
    ['100.01', '100.00', 'must not be more than 100.00, what the order has left to refund'],
  ])('%s of %s left: %s', (amount, left, problem) => {
    expect(amountProblem(amount, left)).toBe(problem);
  });

  it.each([
    [120, '120.00'],
    ['120.5', '120.50'],
    [' 7 ', '7.00'],
    [0.1, '0.10'],
  ])('reads %j as %s', (input, amount) => {
    expect(Amount.parse(input)).toBe(amount);
  });

  it.each([['12.345'], ['-5'], ['1e3'], [''], ['abc'], [12.345]])('refuses %j', (input) => {
    expect(Amount.safeParse(input).success).toBe(false);
  });
});

describe('rental numbers', () => {
  it('takes the order number from REN-…, in any case, and nothing else', () => {
    expect(rentalOrderNumber('ren-123672')).toBe('123672');
    expect(rentalOrderNumber('REN-123672')).toBe('123672');
    expect(rentalOrderNumber('123672')).toBeNull();
    expect(REFUND_MESSAGES.rentalPrefix).toBe('Rental Number starts with "REN-"');
  });

  it('words the duplicate refusal as the spec does', () => {
    expect(REFUND_MESSAGES.duplicate('123672')).toBe(
      'A refund request for #123672 still exist. Have it approve before creating a new request',
    );
  });
});
