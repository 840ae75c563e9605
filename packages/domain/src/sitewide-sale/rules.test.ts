import { describe, expect, it } from 'vitest';
import { NewSitewideSale, SalePercentage } from './contracts';
import { SITEWIDE_SALE_MESSAGES, salePriceOf, saleProgressLabel } from './rules';

describe('salePriceOf', () => {
  it('takes the percentage off in integer cents, rounding half up to the cent', () => {
    expect(salePriceOf('289.00', '10')).toBe('260.10');
    expect(salePriceOf('19.99', '15')).toBe('16.99'); // 16.9915
    expect(salePriceOf('0.05', '50')).toBe('0.03'); // 0.025
    expect(salePriceOf('100', '12.5')).toBe('87.50');
    expect(salePriceOf('0.10', '33.33')).toBe('0.07'); // 0.06667
    // Where float arithmetic goes wrong: 1.15 × 0.9 = 1.0349999…
    expect(salePriceOf('1.15', '10')).toBe('1.04');
    expect(salePriceOf('1.15', '0')).toBe('1.15');
  });
});

describe('SalePercentage', () => {
  it('takes more than 0 and less than 100 with at most two decimals, as a number or its text', () => {
    expect(SalePercentage.parse(10)).toBe('10');
    expect(SalePercentage.parse('12.5')).toBe('12.5');
    expect(SalePercentage.parse(99.99)).toBe('99.99');
    for (const refused of [0, 100, '0.00', '-5', '12.345', 'ten', '', null]) {
      expect(SalePercentage.safeParse(refused).success, String(refused)).toBe(false);
    }
    expect(SalePercentage.safeParse('12.345').error?.issues[0]?.message).toBe(
      SITEWIDE_SALE_MESSAGES.percentageDecimals,
    );
  });
});

describe('NewSitewideSale', () => {
  const sale = {
    shop: 'tipm',
    percentage: 10,
    starts_at: '2026-12-01T08:00:00.000Z',
    ends_at: '2026-12-08T08:00:00.000Z',
  };

  it('covers the whole shop unless a category is named, and keeps instants in UTC', () => {
    expect(NewSitewideSale.parse({ ...sale, starts_at: '2026-12-01T00:00:00-08:00' })).toMatchObject({
      category_id: null,
      percentage: '10',
      starts_at: '2026-12-01T08:00:00.000Z',
    });
  });

  it('refuses an end that is not after the start, on the end', () => {
    const refused = NewSitewideSale.safeParse({ ...sale, ends_at: sale.starts_at });
    expect(refused.error?.issues).toMatchObject([
      { path: ['ends_at'], message: SITEWIDE_SALE_MESSAGES.startBeforeEnd },
    ]);
  });
});

describe('saleProgressLabel', () => {
  it('counts products on sale, then products restored of those that were changed', () => {
    const counts = { products_total: 150, products_on_sale: 100, products_restored: 0, products_failed: 2 };
    expect(saleProgressLabel({ status: 'applying', ...counts })).toBe('100 of 150 products on sale');
    expect(saleProgressLabel({ status: 'ending', ...counts, products_restored: 40 })).toBe(
      '40 of 148 products restored',
    );
  });
});
