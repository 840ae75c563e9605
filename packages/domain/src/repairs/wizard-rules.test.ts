import { describe, expect, it } from 'vitest';
import { VK2_FIRMWARE, repairDueDate, repairItemName, repairTotal, taxAmount, taxPercentOf } from './wizard-rules';

describe('repair tax and total', () => {
  it.each([
    ['189.00', '7.25', '13.70'],
    ['100.00', '7.25', '7.25'],
    ['249.00', '0', '0.00'],
    ['0.10', '7.25', '0.01'],
    ['0.06', '7.25', '0.00'],
    ['199.99', '8.875', '17.75'],
  ])('%s at %s %% is %s of tax', (subtotal, percent, tax) => {
    expect(taxAmount(subtotal, percent)).toBe(tax);
  });

  it('adds the tax to the subtotal in cents', () => {
    expect(repairTotal('189.00', '13.70')).toBe('202.70');
  });
});

describe('repair due dates', () => {
  it('is the day plus the terms, 90 days unless chosen, across months and years', () => {
    expect(repairDueDate('2026-11-23')).toBe('2027-02-21');
    expect(repairDueDate('2026-11-23', 15)).toBe('2026-12-08');
    expect(repairDueDate('2026-12-31', 30)).toBe('2027-01-30');
  });
});

describe('VK2 firmware', () => {
  it('lists the 32 paired codes', () => {
    expect(VK2_FIRMWARE).toHaveLength(32);
    expect(VK2_FIRMWARE[0]).toEqual({ code: '7C3A-12A650-DRA', pair: '7C3Z-12A650-DRA' });
    expect(VK2_FIRMWARE.at(-1)).toEqual({ code: '8C3A-12A650-BHE', pair: '8C3Z-12A650-BHE' });
    expect(new Set(VK2_FIRMWARE.map((entry) => entry.code)).size).toBe(32);
  });
});

describe('tax percent', () => {
  it.each([
    ['13.70', '189.00', '7.25'],
    ['0.00', '189.00', '0.00'],
    ['10.00', '0.00', '0.00'],
    ['1.00', '3.00', '33.33'],
    ['2.00', '3.00', '66.67'],
  ])('%s on %s is %s %%', (tax, subtotal, percent) => {
    expect(taxPercentOf(tax, subtotal)).toBe(percent);
  });
});

describe('the item name', () => {
  it('is the vehicle, engine and repair type, or the VK2 module', () => {
    expect(repairItemName({ type: 'tipm', year: 2011, make: 'Jeep', model: 'Grand Cherokee', engine: '3.6' })).toBe(
      '2011 Jeep Grand Cherokee 3.6L TIPM Repair',
    );
    expect(repairItemName({ type: 'ecm', year: 2009, make: 'Ford', model: 'F-150' })).toBe(
      '2009 Ford F-150 ECM Repair',
    );
    expect(repairItemName({ type: 'vk2' })).toBe('VK-C3812 Ford');
  });
});
