import { describe, expect, it } from 'vitest';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { createRepairCatalog } from './catalog';

/** A shop whose tax answer is whatever the test says. */
const shopAnswering = (answer: unknown) => ({ calculateTax: async () => answer }) as unknown as StorefrontPort;

describe('the tax look-up', () => {
  it('rounds the shop’s tax to the cent, with the percent and the total', async () => {
    // 1.005 as a float is 1.00499…: the tax is rounded as the decimal it is.
    const catalog = createRepairCatalog(shopAnswering({ tax_total: '1.005' }));
    expect(await catalog.tax('tipm', '13.86', 'CA')).toEqual({
      tax_amount: '1.01',
      tax_percent: '7.29',
      total: '14.87',
    });
  });

  it('says the answer is invalid when the shop leaves tax_total out', async () => {
    for (const answer of [{}, null, { tax_total: 'n/a' }]) {
      const catalog = createRepairCatalog(shopAnswering(answer));
      await expect(catalog.tax('ecm', '100.00', 'CA')).rejects.toMatchObject({
        status: 502,
        message: 'Invalid response from server.',
      });
    }
  });
});
