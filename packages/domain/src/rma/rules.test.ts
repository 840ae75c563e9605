import { describe, expect, it } from 'vitest';
import { countRmaSubmissions, isWithin30Days, rmaSite } from './rules';

describe('RMA rules of the dashboard', () => {
  it('keeps orders less than 31 days old', () => {
    expect(isWithin30Days(0)).toBe(true);
    expect(isWithin30Days(30)).toBe(true);
    expect(isWithin30Days(31)).toBe(false);
    expect(isWithin30Days(null)).toBe(false);
  });

  it('reads the site from the RMA number and leaves exchanges out', () => {
    expect(rmaSite('RMA-S-10234')).toBe('tipm');
    expect(rmaSite('E-RMA-R-20111')).toBe('ecm');
    expect(rmaSite('EXC-10456')).toBe('exchange');
    expect(rmaSite('E-EXC-20456')).toBe('exchange');
    expect(
      countRmaSubmissions([
        { rma_number: 'RMA-S-1' },
        { rma_number: 'RMA-I-2' },
        { rma_number: 'E-RMA-R-3' },
        { rma_number: 'EXC-4' },
      ]),
    ).toEqual({ tipm: 2, ecm: 1 });
  });
});
