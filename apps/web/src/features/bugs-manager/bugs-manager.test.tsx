import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUG_MESSAGES,
  addBugComment,
  bugReportScreenshot,
  getBugReport,
  listBugAssignees,
  listBugReports,
  reportBug,
  updateBugReport,
  type BugReportDetail,
} from '@makro/domain/bugs-manager';
import { BugsManagerPage } from '@/features/bugs-manager/bugs-manager-page';
import { ReportProblem } from '@/features/bugs-manager/report-problem';
import { closeReportProblem } from '@/features/bugs-manager/report-problem-state';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, streamAnswer, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

function bug(overrides: Partial<BugReportDetail> = {}): BugReportDetail {
  return {
    id: 1,
    title: 'Search results jump back to page 1',
    description: 'After a scan the table is back on page 1.',
    page_url: '/inventory-search?keyword=68&page=3',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
    browser: 'Chrome 131 on Windows',
    status: 'new',
    reporter: { id: 5, name: 'Ivan Petrov' },
    assignee: null,
    screenshot_path: `${API_BASE}${endpointPath(bugReportScreenshot, { id: 1 })}`,
    comment_count: 1,
    created_at: '2026-11-24T15:00:00.000Z',
    updated_at: '2026-11-24T15:00:00.000Z',
    comments: [
      { id: 9, body: 'Seen it too.', author: { id: 2, name: 'Olivia Reyes' }, created_at: '2026-11-24T16:00:00.000Z' },
    ],
    ...overrides,
  };
}

const first = bug();
const second = bug({
  id: 2,
  title: 'Packing slip prints two pages',
  page_url: '/packing-shipping',
  status: 'in_progress',
  assignee: { id: 3, name: 'Terrence Walsh' },
  screenshot_path: null,
  comment_count: 0,
  comments: [],
});
const page = (rows: BugReportDetail[]) => ({
  bug_reports: rows.map(({ comments: _comments, ...row }) => row),
  total_count: rows.length,
  total_pages: 1,
  current_page: 1,
  new_count: rows.filter((row) => row.status === 'new').length,
});

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(listBugReports, ({ query }) =>
      page([first, second].filter((row) => !query.status || row.status === query.status)),
    ),
    onEndpoint(listBugAssignees, {
      assignees: [
        { id: 1, name: 'Alex Morgan' },
        { id: 3, name: 'Terrence Walsh' },
      ],
    }),
    onEndpoint(getBugReport, ({ params }) => ({ bug_report: Number(params.id) === 2 ? second : first })),
    onEndpoint(bugReportScreenshot, streamAnswer(['PNG'], { 'Content-Type': 'image/png' })),
    onEndpoint(updateBugReport, ({ body }) => ({
      bug_report: bug({ status: body.bug_report.status ?? 'new', assignee: { id: 3, name: 'Terrence Walsh' } }),
      message: BUG_MESSAGES.updated,
    })),
    onEndpoint(addBugComment, ({ body }) => ({
      bug_report: bug({
        comments: [...first.comments, { id: 10, body: body.comment.body, author: null, created_at: first.created_at }],
      }),
      message: BUG_MESSAGES.commented,
    })),
  );
}

afterEach(() => {
  act(() => closeReportProblem());
  vi.clearAllMocks();
  localStorage.clear();
  reloadSession();
});

async function choose(scope: HTMLElement, label: string, option: string) {
  const select = within(scope)
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => element.tagName === 'INPUT')!;
  await waitFor(() => {
    fireEvent.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    fireEvent.click(within(listbox!).getByRole('option', { name: option, hidden: true }));
  });
}

const pressShortcut = () =>
  fireEvent.keyDown(document.documentElement, { key: 'B', code: 'KeyB', ctrlKey: true, shiftKey: true });

describe('Report a problem', { timeout: 20_000 }, () => {
  it('opens with Ctrl+Shift+B on the current page, checks the fields, puts the server’s errors on them and sends the screenshot', async () => {
    signInAs('technician', 4);
    let answer: 'refuse' | 'accept' = 'refuse';
    const api = serve(
      onEndpoint(reportBug, () =>
        answer === 'refuse'
          ? errorAnswer(400, 'bad_request', `body.screenshot: ${BUG_MESSAGES.screenshotType}`, {
              fields: [{ field: 'body.screenshot', message: BUG_MESSAGES.screenshotType }],
            })
          : { bug_report: page([first]).bug_reports[0]!, message: BUG_MESSAGES.reported },
      ),
    );
    renderWithProviders(<ReportProblem />, { route: '/inventory-search?keyword=68', path: '/inventory-search' });
    pressShortcut();
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Page/) as HTMLInputElement).value).toBe('/inventory-search?keyword=68');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    expect(api.callsTo(reportBug)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Scanner freezes' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'It stops after a scan.' } });
    fireEvent.change(within(dialog).getByLabelText(/^Page/), { target: { value: 'https://evil.example/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(BUG_MESSAGES.pageUrl)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Page/), { target: { value: '/inventory-search?keyword=68' } });

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    const picker = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(BUG_MESSAGES.screenshotType)).toBeTruthy();

    const [call] = api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/bug_reports'));
    const sent = call![1]!.body as FormData;
    expect(sent.get('title')).toBe('Scanner freezes');
    expect(sent.get('page_url')).toBe('/inventory-search?keyword=68');
    expect((sent.get('screenshot') as File).name).toBe('shot.png');
    expect(new Headers(call![1]!.headers).get('authorization')).toBe('Bearer test-token');

    answer = 'accept';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', BUG_MESSAGES.reported));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file that is not an image before sending', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<ReportProblem />, { route: '/refunds', path: '/refunds' });
    pressShortcut();
    const dialog = await screen.findByRole('dialog');
    const picker = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText(BUG_MESSAGES.screenshotType)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'y' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/bug_reports'))).toBe(false);
  });
});

describe('Bugs Manager', { timeout: 20_000 }, () => {
  it('lists reports 20 a page, filters by status, and lets an administrator triage and comment', async () => {
    signInAs('administrator', 1);
    const api = serve();
    renderWithProviders(<BugsManagerPage />, { route: '/bugs-manager', path: '/bugs-manager' });
    await screen.findByText('Packing slip prints two pages');
    expect(api.callsTo(listBugReports)[0]?.query).toEqual({ page: '1', per_page: '20' });
    expect(screen.getByText('2 reports · 1 new')).toBeTruthy();
    const link = screen.getByRole('link', { name: '/packing-shipping' });
    expect(link.getAttribute('href')).toBe('/packing-shipping');

    fireEvent.click(screen.getByRole('button', { name: 'Search results jump back to page 1' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Chrome 131 on Windows');
    expect(within(dialog).getByRole('link', { name: first.page_url }).getAttribute('href')).toBe(first.page_url);
    expect(within(dialog).getByText('Seen it too.')).toBeTruthy();
    const image = await within(dialog).findByRole('img', { name: `Screenshot of ${first.title}` });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await choose(dialog, 'Status', 'In progress');
    await choose(dialog, 'Assignee', 'Terrence Walsh');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', BUG_MESSAGES.updated));
    expect(api.callsTo(updateBugReport)[0]?.body).toEqual({
      bug_report: { status: 'in_progress', assignee_user_id: 3 },
    });

    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'On it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', BUG_MESSAGES.commented));
    expect(api.callsTo(addBugComment)[0]?.body).toEqual({ comment: { body: 'On it.' } });
  });

  it('shows status and assignee read-only to those who are not administrators', async () => {
    signInAs('operations_manager', 2);
    const api = serve();
    renderWithProviders(<BugsManagerPage />, { route: '/bugs-manager?status=in_progress', path: '/bugs-manager' });
    fireEvent.click(await screen.findByRole('button', { name: 'Packing slip prints two pages' }));
    expect(api.callsTo(listBugReports)[0]?.query).toEqual({ page: '1', per_page: '20', status: 'in_progress' });
    expect(screen.queryByText(first.title)).toBeNull();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('No screenshot');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByText('Terrence Walsh')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add comment' })).toBeTruthy();
  });
});
