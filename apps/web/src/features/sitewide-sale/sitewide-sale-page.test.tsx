import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SITEWIDE_SALE_MESSAGES,
  createSitewideSale,
  endSitewideSale,
  listSaleCategories,
  listSitewideSales,
  previewSitewideSale,
  type SitewideSale,
} from '@makro/domain/sitewide-sale';
import { SitewideSalePage } from '@/features/sitewide-sale/sitewide-sale-page';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const saleOf = (overrides: Partial<SitewideSale> = {}): SitewideSale => ({
  id: 7,
  shop: 'tipm',
  category_id: 12,
  category_name: 'Jeep › Wrangler',
  percentage: '10.00',
  starts_at: '2026-11-25T10:00:00.000Z',
  ends_at: '2026-12-02T10:00:00.000Z',
  status: 'applying',
  products_total: 150,
  products_on_sale: 100,
  products_restored: 0,
  products_failed: 0,
  progress: 66,
  progress_label: '100 of 150 products on sale',
  last_error: 'Putting products on sale failed: WooCommerce answered 503; trying again in 4 s',
  created_by: { id: 1, name: 'Casey Manager' },
  created_at: '2026-11-25T09:59:00.000Z',
  applied_at: null,
  ended_at: null,
  ...overrides,
});

const listOf = (sales: SitewideSale[]) =>
  onEndpoint(listSitewideSales, {
    sitewide_sales: sales,
    running: sales.some((sale) => sale.status === 'applying' || sale.status === 'ending'),
    current_page: 1,
    total_count: sales.length,
    total_pages: 1,
  });

const categories = onEndpoint(listSaleCategories, {
  categories: [{ id: 12, name: 'Wrangler', label: 'Jeep › Wrangler', count: 8 }],
});

describe('SitewideSalePage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('shows a running sale’s progress and the shop’s failure, and warns before the page is left', async () => {
    signInAs('csr_manager');
    mockApi(listOf([saleOf()]), categories);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<SitewideSalePage />, { path: '/sitewide-sale', route: '/sitewide-sale' });

    expect(await screen.findByText('100 of 150 products on sale')).toBeTruthy();
    expect(screen.getByText(/trying again in 4 s/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress of sale #7' }).getAttribute('aria-valuenow')).toBe('66');

    // Closing the tab: the browser's prompt is asked for.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Following a link inside the app: asked, and stopped when declined.
    const link = document.createElement('a');
    link.href = '/dashboard';
    link.textContent = 'Dashboard';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(confirm).toHaveBeenCalledWith(SITEWIDE_SALE_MESSAGES.leaveWarning);
    expect(click.defaultPrevented).toBe(true);
    link.remove();
  });

  it('does not warn when no sale is running; ends a sale after confirmation', async () => {
    signInAs('csr_manager');
    const api = mockApi(
      listOf([
        saleOf({ status: 'active', progress: 100, last_error: null, progress_label: '150 of 150 products on sale' }),
      ]),
      categories,
      onEndpoint(endSitewideSale, ({ params }) => ({
        sitewide_sale: saleOf({ id: Number(params.id), status: 'ending' }),
        message: SITEWIDE_SALE_MESSAGES.ending,
      })),
    );
    renderWithProviders(<SitewideSalePage />, { path: '/sitewide-sale', route: '/sitewide-sale' });
    expect(await screen.findByText('150 of 150 products on sale')).toBeTruthy();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'End sale #7 now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You won't be able to revert this!/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', SITEWIDE_SALE_MESSAGES.ending));
    expect(api.callsTo(endSitewideSale).length).toBe(1);
  });

  it('previews old and new prices, refuses a bad percentage, and puts the server’s clash on the category', async () => {
    signInAs('csr_manager');
    const api = mockApi(
      listOf([]),
      categories,
      onEndpoint(previewSitewideSale, {
        products: [
          {
            id: 3,
            name: 'TIPM 68071431AC Rebuilt',
            sku: '68071431AC-REBUILT',
            regular_price: '299.00',
            sale_price: '269.10',
          },
        ],
        current_page: 1,
        total_count: 1,
        total_pages: 1,
      }),
      onEndpoint(
        createSitewideSale,
        errorAnswer(409, 'conflict', SITEWIDE_SALE_MESSAGES.overlap(4), {
          fields: [{ field: 'body.category_id', message: SITEWIDE_SALE_MESSAGES.overlap(4) }],
        }),
      ),
    );
    renderWithProviders(<SitewideSalePage />, { path: '/sitewide-sale', route: '/sitewide-sale' });
    expect(await screen.findByText('No sales yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('$269.10')).toBeTruthy();
    expect(screen.getByText('$299.00')).toBeTruthy();
    expect(api.callsTo(previewSitewideSale)[0]!.url).toContain('percentage=10');

    const percentage = screen.getByLabelText(/^Percentage off/);
    fireEvent.change(percentage, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start sale' }));
    expect(await screen.findByText(SITEWIDE_SALE_MESSAGES.percentageRange)).toBeTruthy();
    expect(api.callsTo(createSitewideSale).length).toBe(0);

    fireEvent.change(percentage, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start sale' }));
    expect(await screen.findByText(SITEWIDE_SALE_MESSAGES.overlap(4))).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('error', SITEWIDE_SALE_MESSAGES.overlap(4));
  });
});
