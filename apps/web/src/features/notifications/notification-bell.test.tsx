import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listNotifications, markNotificationsRead, type NotificationPage } from '@makro/domain/notifications';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { NotificationBell } from '@/features/notifications/notification-bell';

const PAGE: NotificationPage = {
  notifications: [
    {
      id: 7,
      kind: 'refund_decided',
      title: 'Refund request for #70123 was approved',
      body: '$25.00 · late shipment',
      path: '/refunds?keyword=70123',
      created_at: new Date(Date.now() - 120_000).toISOString(),
      read: false,
    },
    {
      id: 6,
      kind: 'ticket_assigned',
      title: 'REP-70555 was assigned to you',
      body: 'by Tina Tech',
      path: '/repair-tickets/REP-70555',
      created_at: new Date(Date.now() - 86_400_000).toISOString(),
      read: true,
    },
  ],
  unread_count: 1,
  total_count: 2,
  total_pages: 1,
  current_page: 1,
};

describe('the notification bell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the unread, lists them newest first, and opening one marks it read and goes to its page', async () => {
    signInAs('csr');
    const api = mockApi(onEndpoint(listNotifications, PAGE), onEndpoint(markNotificationsRead, { unread_count: 0 }));
    renderWithProviders(<NotificationBell />, { path: '/dashboard', route: '/dashboard' });
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    fireEvent.click(bell);
    expect(await screen.findByText('2 minutes ago')).toBeTruthy();
    expect(screen.getByText('REP-70555 was assigned to you')).toBeTruthy();
    fireEvent.click(screen.getByText('Refund request for #70123 was approved'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/refunds?keyword=70123'));
    expect(api.callsTo(markNotificationsRead).map((call) => call.body)).toEqual([{ ids: [7] }]);
  });

  it('marks everything read at once, and says what will show when there is nothing', async () => {
    signInAs('csr');
    const api = mockApi(onEndpoint(listNotifications, PAGE), onEndpoint(markNotificationsRead, { unread_count: 0 }));
    const first = renderWithProviders(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo(markNotificationsRead).map((call) => call.body)).toEqual([{ all: true }]));
    first.unmount();
    vi.unstubAllGlobals();
    mockApi(onEndpoint(listNotifications, { ...PAGE, notifications: [], unread_count: 0, total_count: 0 }));
    renderWithProviders(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing new/)).toBeTruthy();
  });
});
