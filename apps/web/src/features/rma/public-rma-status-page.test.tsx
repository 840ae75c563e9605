import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showRmaStatus } from '@makro/domain/rma';
import { PublicRmaStatusPage, STATUS_LINK_INVALID, STATUS_LOAD_FAILED } from '@/features/rma/public-rma-status-page';
import { endpointUrl } from '@/lib/api-client';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

const TOKEN = 'abcdefghijklmnopqrstuvwx';

function rma(changes: Record<string, unknown> = {}) {
  return {
    rma: {
      rma_number: 'tipm-EXCREQ-123456',
      rma_type: 'rma_exchange',
      state: 'received',
      state_text: 'Request received',
      requested_at: '2026-03-04T18:00:00.000Z',
      approved_at: null,
      replacement_order_number: null,
      tracking_number: null,
      rejection_reason: null,
      ...changes,
    },
  } as Parameters<typeof onEndpoint<typeof showRmaStatus>>[1];
}

function open(token = TOKEN) {
  return renderWithProviders(<PublicRmaStatusPage />, { path: '/rma-status/:token', route: `/rma-status/${token}` });
}

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('PublicRmaStatusPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a received request: its number, type and the step it is at', async () => {
    const api = mockApi(onEndpoint(showRmaStatus, rma()));
    open();
    expect(await screen.findByText('tipm-EXCREQ-123456')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your RMA Request', level: 1 })).toBeTruthy();
    expect(screen.getByText('Exchange')).toBeTruthy();
    expect(screen.getAllByText('Mar 4, 2026')).toHaveLength(2);
    const items = steps();
    expect(items.map((item) => item.querySelector('.mantine-Timeline-itemTitle')?.textContent)).toEqual([
      'Request received',
      'Approved',
      'Replacement shipped',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(within(items[1]!).getByText('We are reviewing your request.')).toBeTruthy();
    expect(api.callsTo(showRmaStatus)[0]?.url).toBe(endpointUrl(showRmaStatus, { params: { token: TOKEN } }));
    expect(api.callsTo(showRmaStatus)[0]?.headers.authorization).toBeUndefined();
  });

  it('shows a shipped replacement with its order and tracking numbers', async () => {
    mockApi(
      onEndpoint(
        showRmaStatus,
        rma({
          state: 'shipped',
          state_text: 'Replacement shipped',
          approved_at: '2026-03-05T18:00:00.000Z',
          replacement_order_number: '200345',
          tracking_number: '1Z999AA10123456784',
        }),
      ),
    );
    open();
    expect(await screen.findByText('200345')).toBeTruthy();
    expect(screen.getByText('1Z999AA10123456784')).toBeTruthy();
    const items = steps();
    expect(items.every((item) => item.getAttribute('aria-current') === null)).toBe(true);
    expect(within(items[2]!).getByText('Tracking number 1Z999AA10123456784')).toBeTruthy();
    expect(within(items[1]!).getByText('Mar 5, 2026')).toBeTruthy();
  });

  it('shows a rejection with its reason, and a request waiting for payment', async () => {
    mockApi(
      onEndpoint(
        showRmaStatus,
        rma({ state: 'rejected', state_text: 'Rejected', rejection_reason: 'The unit was opened.' }),
      ),
    );
    const { unmount } = open();
    expect(await screen.findByText('The unit was opened.')).toBeTruthy();
    expect(steps().map((item) => item.querySelector('.mantine-Timeline-itemTitle')?.textContent)).toEqual([
      'Request received',
      'Rejected',
    ]);
    unmount();

    mockApi(onEndpoint(showRmaStatus, rma({ state: 'waiting_for_payment', state_text: 'Waiting for Payment' })));
    open();
    const waiting = await screen.findByText('Waiting for payment');
    expect(waiting.closest('[role="listitem"]')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Waiting for Payment')).toBeTruthy();
  });

  it('says the link is not valid for an unknown token and for one that is not a token at all', async () => {
    const api = mockApi(onEndpoint(showRmaStatus, errorAnswer(404, 'not_found', 'Not found')));
    const { unmount } = open();
    expect(await screen.findByRole('heading', { name: STATUS_LINK_INVALID })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return / Exchange Request' }).getAttribute('href')).toBe(
      '/rma-request-form',
    );
    unmount();

    open('short');
    expect(screen.getByRole('heading', { name: STATUS_LINK_INVALID })).toBeTruthy();
    expect(api.callsTo(showRmaStatus)).toHaveLength(1);
  });

  it('says when the status cannot be loaded', async () => {
    mockApi(onEndpoint(showRmaStatus, errorAnswer(503, 'unavailable', 'down')));
    open();
    expect(await screen.findByText(STATUS_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
