import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '@/features/inventory/scanning/test-data';
import { UpdateModuleTypeForm } from '@/features/inventory/scanning/update-module-type-form';
import { toast } from '@/lib/notify';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

type ShopStatus = 'pending' | 'sending' | 'sent' | 'failed';
const shopUpdate = (status: ShopStatus, attempts = 0, last_error: string | null = null) => ({
  id: 4,
  status,
  attempts,
  last_error,
});

function api(shopAnswers: ReturnType<typeof shopUpdate>[]) {
  let polls = 0;
  return mockFetch((url, init) => {
    if (url.pathname === '/api/v1/inventories/update_module_type' && init?.method === 'PATCH')
      return jsonResponse(200, {
        part_number: '68099135AC',
        module_type: 'A2',
        items_updated: 3,
        shop_update: shopUpdate('pending'),
      });
    if (url.pathname === '/api/v1/inventories/shop_updates/4') {
      const answer = shopAnswers[Math.min(polls, shopAnswers.length - 1)];
      polls += 1;
      return jsonResponse(200, { shop_update: answer });
    }
    return undefined;
  });
}

async function save() {
  renderWithProviders(<UpdateModuleTypeForm />);
  fireEvent.change(screen.getByLabelText('Part Number'), { target: { value: '68099135ac' } });
  fireEvent.click(screen.getByRole('combobox', { name: 'Module Type' }));
  fireEvent.click(await screen.findByRole('option', { name: 'A2' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
}

const stepTitles = () =>
  Array.from(
    screen.getByTestId('module-type-progress').querySelectorAll('.mantine-Timeline-itemTitle'),
    (node) => node.textContent,
  );

describe('UpdateModuleTypeForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('saves, toasts in the spec’s words, then follows the web shop update to the end, newest step first', async () => {
    const fetchMock = api([shopUpdate('sending'), shopUpdate('sent', 1)]);
    await save();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', '68099135AC successfully added to updated to A2'),
    );
    expect(callsTo(fetchMock, 'PATCH', '/v1/inventories/update_module_type')[0]?.body).toEqual({
      part_number: '68099135ac',
      module_type: 'A2',
    });
    await screen.findByText('Web shop tag updated', undefined, { timeout: 3000 });
    expect(stepTitles()).toEqual([
      'Web shop tag updated',
      'Updating web shop tag TYPE-A2',
      'Saved; 3 items updated',
      'Saving module type for 68099135ac',
    ]);
  });

  it('shows the shop’s failure while it is retried, and the final failure with the local change kept', async () => {
    api([shopUpdate('pending', 1, 'HTTP 503'), shopUpdate('failed', 5, 'HTTP 503')]);
    await save();
    expect(
      await screen.findByText('Web shop did not answer: HTTP 503; retrying', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Web shop tag not updated: HTTP 503', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('The web shop was not updated')).toBeTruthy();
  });

  it('toasts the server’s message when saving fails', async () => {
    mockFetch(() => jsonResponse(422, { error: { code: 'validation', message: 'part_number is required' } }));
    renderWithProviders(<UpdateModuleTypeForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'part_number is required'));
    expect(screen.getByText('part_number is required')).toBeTruthy();
  });
});
