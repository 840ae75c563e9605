import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserCreateForm } from '@/features/users/user-create-form';
import { userRow } from '@/features/users/test-data';
import { toast } from '@/lib/notify';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

function mockFetch(answer: Response) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(answer.clone()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

function fillForm() {
  fireEvent.change(field('First Name'), { target: { value: 'Nina' } });
  fireEvent.change(field('Last Name'), { target: { value: 'Novak' } });
  fireEvent.change(field('User Name'), { target: { value: 'nnovak' } });
  fireEvent.change(field('Email'), { target: { value: 'nina@makro.example' } });
  fireEvent.click(screen.getByPlaceholderText('Select Account Type'));
  fireEvent.click(screen.getByRole('option', { name: 'Technician' }));
}

describe('UserCreateForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('prefills an 8-character password and starts with "Select Account Type"', () => {
    mockFetch(jsonResponse(500, {}));
    renderWithProviders(<UserCreateForm />);
    const password = (field('Password') as HTMLInputElement).value;
    expect(password).toHaveLength(8);
    expect(password).toMatch(/[A-Za-z]/);
    expect(password).toMatch(/\d/);
    expect(screen.getByPlaceholderText('Select Account Type')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new password' }));
    expect((field('Password') as HTMLInputElement).value).toHaveLength(8);
  });

  it('checks required fields before calling the server', async () => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    renderWithProviders(<UserCreateForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Account type is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the password as its own confirmation, toasts twice and resets the form', async () => {
    const created = userRow({ id: 31, username: 'nnovak', email: 'nina@makro.example' });
    const fetchMock = mockFetch(jsonResponse(201, { user: created }));
    renderWithProviders(<UserCreateForm />);
    const password = (field('Password') as HTMLInputElement).value;
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'nnovak has been created!'));
    expect(toast).toHaveBeenCalledWith('success', 'Email notification sent to nina@makro.example');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/users');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      user: {
        first_name: 'Nina',
        last_name: 'Novak',
        username: 'nnovak',
        email: 'nina@makro.example',
        password,
        password_confirmation: password,
        account_type_id: 4,
      },
    });
    await waitFor(() => expect((field('First Name') as HTMLInputElement).value).toBe(''));
    expect((field('Password') as HTMLInputElement).value).toHaveLength(8);
  });

  it('puts the fields of a 400 on the form and toasts "Error creating user account"', async () => {
    mockFetch(
      jsonResponse(400, {
        error: {
          code: 'bad_request',
          message: 'The request is not valid',
          details: { fields: [{ field: 'body.user.email', message: 'email must be an e-mail address' }] },
        },
      }),
    );
    renderWithProviders(<UserCreateForm />);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email must be an e-mail address')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      'error',
      'Please correct the highlighted fields.',
      'Error creating user account',
    );
    expect((field('First Name') as HTMLInputElement).value).toBe('Nina');
  });

  it('shows the message of a 409 on the field it names', async () => {
    mockFetch(
      jsonResponse(409, {
        error: {
          code: 'conflict',
          message: 'The username nnovak is already taken.',
          details: { fields: [{ field: 'body.user.username', message: 'The username nnovak is already taken.' }] },
        },
      }),
    );
    renderWithProviders(<UserCreateForm />);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('The username nnovak is already taken.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('error', 'The username nnovak is already taken.', 'Error creating user account');
  });
});
