import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  listSideEffects,
  retrySideEffect,
  systemStatus,
  type SideEffectRow,
  type SystemStatus,
} from '@makro/domain/system';
import { SystemPage, formatUptime } from '@/features/system/system-page';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const STATUS: SystemStatus = {
  versions: { app: '2.0.0', node: '20.18.0', database: 'PGlite 0.5.16 (PostgreSQL 17.5)' },
  database: 'pglite',
  storage: 'local',
  integrations: 'live',
  services: [
    { name: 'MailerSend', mode: 'live' },
    { name: 'Slack', mode: 'not_configured' },
  ],
  outbox: { by_kind: [{ kind: 'shop_tag', pending: 2, failed: 1 }], pending: 2, failed: 1, oldest_pending_at: null },
  shops: [
    {
      shop: 'tipm',
      status: 'failed',
      last_synced_at: null,
      pages_done: 0,
      pages_total: 0,
      orders_synced: 0,
      mirrored_orders: 1200,
      last_error: 'The shop answered 503',
    },
  ],
  started_at: '2026-11-24T10:00:00.000Z',
  uptime_seconds: 90_061,
};

const failedMail: SideEffectRow = {
  id: 7,
  kind: 'email',
  description: 'Welcome e-mail to nora@example.com',
  status: 'failed',
  attempts: 6,
  last_error: 'Simulated failure (500)',
  next_attempt_at: '2026-11-24T10:00:00.000Z',
  created_at: '2026-11-24T09:00:00.000Z',
  done_at: null,
};
const page = (entries: SideEffectRow[]) => ({
  entries,
  total_count: entries.length,
  total_pages: 1,
  current_page: 1,
  failed_count: entries.filter((entry) => entry.status === 'failed').length,
});

describe('SystemPage', () => {
  it('shows the versions, the database, each service’s mode, the shop sync and the queue by kind', async () => {
    signInAs('administrator');
    mockApi(onEndpoint(systemStatus, STATUS), onEndpoint(listSideEffects, page([])));
    renderWithProviders(<SystemPage />);
    expect(await screen.findByText('PGlite 0.5.16 (PostgreSQL 17.5)')).toBeTruthy();
    expect(screen.getByText('PGlite (embedded)')).toBeTruthy();
    expect(screen.getByText('1 day 1 hour')).toBeTruthy();
    expect(within(screen.getByText('MailerSend').parentElement!).getByText('Live')).toBeTruthy();
    expect(within(screen.getByText('Slack').parentElement!).getByText('Not configured')).toBeTruthy();
    expect(screen.getByText('Last sync failed')).toBeTruthy();
    expect(screen.getByText('The shop answered 503')).toBeTruthy();
    expect(screen.getByText('Shop tag')).toBeTruthy();
    expect(await screen.findByText('Nothing has failed')).toBeTruthy();
  });

  it('lists the failed side effects and retries one', async () => {
    signInAs('administrator');
    let failed = [failedMail];
    const api = mockApi(
      onEndpoint(systemStatus, STATUS),
      onEndpoint(listSideEffects, () => page(failed)),
      onEndpoint(retrySideEffect, () => {
        failed = [];
        return { entry: { ...failedMail, status: 'pending' as const } };
      }),
    );
    renderWithProviders(<SystemPage />);
    expect(await screen.findByText('Simulated failure (500)')).toBeTruthy();
    expect(api.callsTo(listSideEffects)[0]?.query).toMatchObject({ status: 'failed', page: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Retry Welcome e-mail to nora@example.com' }));
    await waitFor(() => expect(api.callsTo(retrySideEffect)).toHaveLength(1));
    expect(api.callsTo(retrySideEffect)[0]?.url).toBe(`${API_BASE}${endpointPath(retrySideEffect, { id: 7 })}`);
    expect(await screen.findByText('Nothing has failed')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('success', 'Welcome e-mail to nora@example.com: queued to be done again.');
  });

  it('reads uptime as people say it', () => {
    expect(formatUptime(30)).toBe('under a minute');
    expect(formatUptime(3_660)).toBe('1 hour 1 minute');
    expect(formatUptime(3 * 86_400 + 7_200 + 59)).toBe('3 days 2 hours');
  });
});
