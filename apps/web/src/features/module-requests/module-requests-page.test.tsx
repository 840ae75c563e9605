import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MODULE_REQUEST_MESSAGES,
  deleteModuleRequest,
  listModuleRequests,
  replyModuleRequest,
  type ModuleRequest,
} from '@makro/domain/module-requests';
import { ModuleRequestsPage } from '@/features/module-requests/module-requests-page';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

function moduleRequest(overrides: Partial<ModuleRequest> = {}): ModuleRequest {
  return {
    id: 1,
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    phone_number: '(555) 201-3300',
    module_type: null,
    condition: null,
    part_number: '68099135AC',
    vin: '1C4RJFAG5FC625797',
    year: 2011,
    make: 'Jeep',
    model: 'Grand Cherokee',
    source: 'tipm',
    status: 'pending',
    is_complete: false,
    created_at: '2026-11-20T17:05:00.000Z',
    email_reply: null,
    replied_at: null,
    replied_by: null,
    reply_error: null,
    ...overrides,
  };
}

const waiting = moduleRequest();
const kept = moduleRequest({
  id: 2,
  name: 'Ray Okoro',
  email: 'ray@example.com',
  condition: 'REBUILT',
  email_reply: '<p>We have it <strong>in stock</strong></p>',
  reply_error: 'Simulated failure (503)',
});
const answered = moduleRequest({
  id: 3,
  name: 'Priya Patel',
  email: 'priya@example.com',
  status: 'completed',
  is_complete: true,
  email_reply: '<p>Sent <strong>reply</strong></p>',
  replied_at: '2026-11-21T10:00:00.000Z',
  replied_by: { id: 7, name: 'Cora Sanchez' },
});
const legacy = moduleRequest({ id: 4, name: 'Old Form', module_type: 'TIPM', year: null, make: null, model: null });

const page = (rows: ModuleRequest[]) => ({
  module_requests: rows,
  total_count: rows.length,
  total_pages: 1,
  current_page: 1,
  waiting_count: rows.filter((row) => !row.is_complete).length,
});

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(listModuleRequests, ({ query }) =>
      query.module_type ? page([legacy]) : page([waiting, kept, answered]),
    ),
    onEndpoint(deleteModuleRequest, { success: true }),
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('the Module Request Tracker', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('lists year / make / model requests 20 a page, condition upper-cased or ANY CONDITION, waiting until answered', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<ModuleRequestsPage />, { route: '/module-request', path: '/module-request' });
    await screen.findByText('Dana Whitfield');
    expect(within(rowOf('Dana Whitfield')).getByText('ANY CONDITION')).toBeTruthy();
    expect(within(rowOf('Dana Whitfield')).getByText('Waiting for Reply')).toBeTruthy();
    expect(within(rowOf('Dana Whitfield')).getByText('2011 Jeep Grand Cherokee')).toBeTruthy();
    expect(within(rowOf('Ray Okoro')).getByText('REBUILT')).toBeTruthy();
    expect(within(rowOf('Priya Patel')).getByText('Replied')).toBeTruthy();
    expect(api.callsTo(listModuleRequests)[0]!.query).toEqual({
      page: '1',
      per_page: '20',
      has_year_make_model: 'true',
    });
    // A csr replies but does not delete.
    expect(within(rowOf('Dana Whitfield')).queryByRole('button', { name: 'Delete Dana Whitfield' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: /Legacy data/ }));
    await screen.findByText('Old Form');
    expect(api.callsTo(listModuleRequests).at(-1)!.query).toEqual({
      page: '1',
      per_page: '20',
      module_type: 'has_module_type',
    });
  });

  it('says Email Body missing! for an empty reply and sends nothing', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<ModuleRequestsPage />, { route: '/module-request', path: '/module-request' });
    await screen.findByText('Dana Whitfield');
    fireEvent.click(within(rowOf('Dana Whitfield')).getByRole('button', { name: 'Reply to Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog');
    // The customer summary beside the editor.
    expect(within(dialog).getByText('1C4RJFAG5FC625797')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('warning', MODULE_REQUEST_MESSAGES.emailBodyMissing));
    expect(within(dialog).getByRole('alert').textContent).toBe('Email Body missing!');
    expect(api.callsTo(replyModuleRequest)).toHaveLength(0);
  });

  it('sends the kept reply of a failed send again, previewed, and toasts the server’s word', async () => {
    signInAs('csr', 7);
    const api = serve(
      onEndpoint(replyModuleRequest, ({ params }) => ({
        module_request: moduleRequest({ ...kept, id: Number(params.id), status: 'completed', is_complete: true }),
        message: MODULE_REQUEST_MESSAGES.sent('ray@example.com'),
        sent: true,
      })),
    );
    renderWithProviders(<ModuleRequestsPage />, { route: '/module-request', path: '/module-request' });
    await screen.findByText('Ray Okoro');
    fireEvent.click(within(rowOf('Ray Okoro')).getByRole('button', { name: 'Reply to Ray Okoro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Simulated failure \(503\)/)).toBeTruthy();
    const preview = await within(dialog).findByTestId('reply-preview');
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('in stock'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Email notification sent to ray@example.com'));
    expect(api.callsTo(replyModuleRequest)[0]!.body).toEqual({
      module_requests: { status: 'completed', email_reply: '<p>We have it <strong>in stock</strong></p>' },
    });
  });

  it('shows Error sending email notification. when the send fails, keeping the dialog open', async () => {
    signInAs('csr', 7);
    serve(onEndpoint(replyModuleRequest, errorAnswer(502, 'upstream_failed', MODULE_REQUEST_MESSAGES.sendFailed)));
    renderWithProviders(<ModuleRequestsPage />, { route: '/module-request', path: '/module-request' });
    await screen.findByText('Ray Okoro');
    fireEvent.click(within(rowOf('Ray Okoro')).getByRole('button', { name: 'Reply to Ray Okoro' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('reply-preview').querySelector('strong')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Error sending email notification.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('names the reference to quote when the server fails, so the complaint can be found in its log', async () => {
    signInAs('csr', 7);
    const failed = {
      ...errorAnswer(502, 'upstream_failed', MODULE_REQUEST_MESSAGES.sendFailed),
      requestId: 'req-7f3a',
    };
    serve(onEndpoint(replyModuleRequest, failed));
    renderWithProviders(<ModuleRequestsPage />, { route: '/module-request', path: '/module-request' });
    await screen.findByText('Ray Okoro');
    fireEvent.click(within(rowOf('Ray Okoro')).getByRole('button', { name: 'Reply to Ray Okoro' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('reply-preview').querySelector('strong')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('error', `${MODULE_REQUEST_MESSAGES.sendFailed} (reference: req-7f3a)`),
    );
  });

  it('shows the reply sent in the read-only details, and lets an administrator delete after asking', async () => {
    signInAs('administrator', 1);
    const api = serve();
    renderWithProviders(<ModuleRequestsPage />, { route: '/module-request', path: '/module-request' });
    await screen.findByText('Priya Patel');
    expect(
      within(rowOf('Priya Patel')).getByRole('button', { name: 'Reply to Priya Patel' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(rowOf('Priya Patel')).getByRole('button', { name: 'Details of Priya Patel' }));
    const sent = await screen.findByTestId('sent-reply');
    expect(sent.querySelector('strong')?.textContent).toBe('reply');
    expect(screen.getByText(/by Cora Sanchez/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    fireEvent.click(within(rowOf('Dana Whitfield')).getByRole('button', { name: 'Delete Dana Whitfield' }));
    expect(await screen.findByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Module request deleted.', 'Deleted!'));
    expect(api.callsTo(deleteModuleRequest)[0]!.url).toBe(
      `${API_BASE}${endpointPath(deleteModuleRequest, { id: 1 })}?force_destroy=true`,
    );
  });
});
