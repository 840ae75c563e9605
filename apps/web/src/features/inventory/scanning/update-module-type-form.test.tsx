import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopUpdateStatus, updateModuleType } from '@makro/domain/inventory';
import { UpdateModuleTypeForm } from '@/features/inventory/scanning/update-module-type-form';
import { toast } from '@/lib/notify';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

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
  return mockApi(
    onEndpoint(updateModuleType, ({ body }) => ({
      part_number: body.part_number,
      module_type: body.module_type,
      items_updated: 3,
      shop_update: shopUpdate('pending'),
    })),
    onEndpoint(shopUpdateStatus, ({ params }) => {
      if (String(params.id) !== '4') return errorAnswer(404, 'not_found', 'No such shop update');
      const answer = shopAnswers[Math.min(polls, shopAnswers.length - 1)]!;
      polls += 1;
      return { shop_update: answer };
    }),
  );
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

// The shop's progress is polled every second until it ends.
describe('UpdateModuleTypeForm', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('saves, toasts in the spec’s words, then follows the web shop update to the end, newest step first', async () => {
    const calls = api([shopUpdate('sending'), shopUpdate('sent', 1)]);
    await save();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', '68099135AC successfully added to updated to A2'),
    );
    expect(calls.callsTo(updateModuleType)[0]?.body).toEqual({ part_number: '68099135AC', module_type: 'A2' });
    await screen.findByText('Web shop tag updated', undefined, { timeout: 3000 });
    expect(stepTitles()).toEqual([
      'Web shop tag updated',
      'Updating web shop tag TYPE-A2',
      'Saved; 3 items updated',
      'Saving module type for 68099135AC',
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

  it('checks the fields with the contract before sending anything', () => {
    const calls = api([shopUpdate('sent', 1)]);
    renderWithProviders(<UpdateModuleTypeForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('part_number is required')).toBeTruthy();
    expect(screen.getByText('module_type is required')).toBeTruthy();
    expect(calls.callsTo(updateModuleType)).toHaveLength(0);
  });

  it('marks the field the server refuses and toasts its message', async () => {
    mockApi(
      onEndpoint(
        updateModuleType,
        errorAnswer(400, 'validation_failed', 'module_type: is not a module type', {
          fields: [{ field: 'body.module_type', message: 'is not a module type' }],
        }),
      ),
    );
    await save();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'module_type: is not a module type'));
    expect(screen.getByText('is not a module type')).toBeTruthy();
    expect(screen.getByText('Saving module type for 68099135AC')).toBeTruthy();
  });
});
