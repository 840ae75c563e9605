import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@makro/domain/users';
import { UserCreateForm } from '@/features/users/user-create-form';
import { userRow } from '@/features/users/test-data';
import { toast } from '@/lib/notify';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

function fillForm() {
  fireEvent.change(field('First Name'), { target: { value: 'Nina' } });
  fireEvent.change(field('Last Name'), { target: { value: 'Novak' } });
  fireEvent.change(field('User Name'), { target: { value: 'nnovak' } });
  fireEvent.change(field('Email'), { target: { value: 'nina@makro.example' } });
  fireEvent.click(screen.getByPlaceholderText('Select Account Type'));
  fireEvent.click(screen.getByRole('option', { name: 'Technician' }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('UserCreateForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('prefills an 8-character password and starts with "Select Account Type"', () => {
    mockApi();
    renderWithProviders(<UserCreateForm />);
    const password = field('Password').value;
    expect(password).toHaveLength(8);
    expect(password).toMatch(/[A-Za-z]/);
    expect(password).toMatch(/\d/);
    expect(screen.getByPlaceholderText('Select Account Type')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new password' }));
    expect(field('Password').value).toHaveLength(8);
    expect(field('Password').value).not.toBe(password);
  });

  it('checks the fields with the contract’s schema, in the page’s words, before calling the server', async () => {
    const { fetchMock } = mockApi();
    renderWithProviders(<UserCreateForm />);
    fireEvent.change(field('Email'), { target: { value: 'not-an-address' } });
    submit();
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Email must be an e-mail address')).toBeTruthy();
    expect(screen.getByText('Account Type is required')).toBeTruthy();
    expect(screen.getByText('User Name needs at least 3 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the body of the contract, the password as its own confirmation; toasts twice and resets', async () => {
    const created = userRow({ id: 31, username: 'nnovak', email: 'nina@makro.example' });
    const { callsTo } = mockApi(onEndpoint(createUser, { user: created }));
    renderWithProviders(<UserCreateForm />);
    const password = field('Password').value;
    fillForm();
    submit();

    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'nnovak has been created!'));
    expect(toast).toHaveBeenCalledWith('success', 'Email notification sent to nina@makro.example');
    expect(callsTo(createUser)[0]?.body).toEqual({
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
    await waitFor(() => expect(field('First Name').value).toBe(''));
    expect(field('Password').value).toHaveLength(8);
    expect(screen.getByPlaceholderText('Select Account Type')).toHaveProperty('value', '');
  });

  it('puts the fields of a 400 on the form and toasts "Error creating user account"', async () => {
    mockApi(
      onEndpoint(
        createUser,
        errorAnswer(400, 'bad_request', 'body.user.email: email must be an e-mail address', {
          fields: [{ field: 'body.user.email', message: 'email must be an e-mail address' }],
        }),
      ),
    );
    renderWithProviders(<UserCreateForm />);
    fillForm();
    submit();
    expect(await screen.findByText('Email must be an e-mail address')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      'error',
      'Please correct the highlighted fields.',
      'Error creating user account',
    );
    expect(field('First Name').value).toBe('Nina');
  });

  it.each([
    ['username', 'The username nnovak is already taken.'],
    ['email', 'The e-mail nina@makro.example is already used by another account.'],
  ])('shows the message of a 409 on the %s field', async (name, message) => {
    mockApi(
      onEndpoint(
        createUser,
        errorAnswer(409, 'conflict', message, { fields: [{ field: `body.user.${name}`, message }] }),
      ),
    );
    renderWithProviders(<UserCreateForm />);
    fillForm();
    submit();
    const input = name === 'email' ? field('Email') : field('User Name');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('error', message, 'Error creating user account');
  });
});
