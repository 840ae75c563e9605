import { describe, expect, it } from 'vitest';
import { isWithin30Days, rmaSite } from './rules';
import {
  RMA_MESSAGES,
  exchangePrice,
  forcesRepair,
  isRefusedOrderNumber,
  reviewStatusLabel,
  rmaFieldsFor,
  rmaNumber,
  rmaOrderIsPaid,
  siteOfRmaNumber,
  validShippingFee,
} from './request-rules';

describe('exchange pricing', () => {
  const price = (replacementPrice: string, originalPrice: string, shippingFee?: string | number | null) =>
    exchangePrice({ replacementPrice, originalPrice, shippingFee });

  it('charges the difference when the replacement costs more', () => {
    expect(price('450.00', '300.00')).toEqual({ difference: '150.00', total: '150.00', refund: '0.00', valid: true });
  });

  it('refunds the difference when it costs less', () => {
    expect(price('250.00', '300.00')).toEqual({ difference: '-50.00', total: '0.00', refund: '50.00', valid: true });
  });

  it('has nothing to charge or refund at the same price, so it cannot be approved as it stands', () => {
    expect(price('300.00', '300.00')).toEqual({ difference: '0.00', total: '0.00', refund: '0.00', valid: false });
    expect(price('300.00', '300.00', '15').valid).toBe(true);
  });

  it('adds a valid shipping fee to what is charged and takes it off what is refunded', () => {
    expect(price('450.00', '300.00', '15.50')).toMatchObject({ total: '165.50', refund: '0.00' });
    expect(price('250.00', '300.00', 20)).toMatchObject({ total: '0.00', refund: '30.00' });
    expect(price('250.00', '300.00', '80')).toMatchObject({ total: '30.00', refund: '0.00' });
    expect(price('250.00', '300.00', '50')).toMatchObject({ total: '0.00', refund: '0.00', valid: false });
  });

  it.each([[''], [null], ['-5'], ['abc'], ['1.234']])('ignores an invalid or empty fee %j', (fee) => {
    expect(price('450.00', '300.00', fee)).toMatchObject({ total: '150.00' });
    expect(validShippingFee(fee)).toBeNull();
  });
});

describe('RMA numbers and types', () => {
  it('writes site-RMAREQ-order and site-EXCREQ-order, and reads the shop back', () => {
    expect(rmaNumber('tipm', 'rma_standard_replacement', '123456')).toBe('tipm-RMAREQ-123456');
    expect(rmaNumber('ecm', 'rma_exchange', '654321')).toBe('ecm-EXCREQ-654321');
    expect(siteOfRmaNumber('tipm-RMAREQ-123456')).toBe('tipm');
    expect(siteOfRmaNumber('ecm-EXCREQ-654321')).toBe('ecm');
  });

  it('counts new numbers by their site slug and leaves exchanges out, old numbers as before', () => {
    expect(rmaSite('tipm-RMAREQ-123456')).toBe('tipm');
    expect(rmaSite('ecm-RMAREQ-123456')).toBe('ecm');
    expect(rmaSite('ecm-EXCREQ-123456')).toBe('exchange');
    expect(rmaSite('E-RMA-S-1234')).toBe('ecm');
    expect(rmaSite('EXC-1234')).toBe('exchange');
  });

  it('refuses RMA- and REN- order numbers, and makes REP- a repair', () => {
    expect(isRefusedOrderNumber('RMA-S-1234')).toBe(true);
    expect(isRefusedOrderNumber('ren-1234')).toBe(true);
    expect(isRefusedOrderNumber('123456')).toBe(false);
    expect(forcesRepair('REP-70001')).toBe(true);
    expect(RMA_MESSAGES.badPrefix).toBe('Orders with RMA- or REN- are invalid.');
  });

  it('shows the fields each type asks for', () => {
    expect(rmaFieldsFor('rma_exchange')).toEqual({ vin: false, issues: false, replacement: true });
    expect(rmaFieldsFor('rma_immediate_replacement')).toEqual({ vin: false, issues: true, replacement: false });
    expect(rmaFieldsFor('rma_repair')).toEqual({ vin: true, issues: true, replacement: false });
  });

  it('pays every order but an exchange that leaves something to pay', () => {
    expect(rmaOrderIsPaid('rma_repair', '0.00')).toBe(true);
    expect(rmaOrderIsPaid('rma_exchange', '0.00')).toBe(true);
    expect(rmaOrderIsPaid('rma_exchange', '12.00')).toBe(false);
  });

  it('labels the review list', () => {
    expect(reviewStatusLabel('pending', false)).toBe('Pending');
    expect(reviewStatusLabel('approved', false)).toBe('Waiting for Payment');
    expect(reviewStatusLabel('rejected', false)).toBe('Rejected');
    expect(reviewStatusLabel('odd', false)).toBe('Unknown');
  });

  it('is within 30 days below 31 days', () => {
    expect(isWithin30Days(30)).toBe(true);
    expect(isWithin30Days(31)).toBe(false);
    expect(isWithin30Days(null)).toBe(false);
  });
});
