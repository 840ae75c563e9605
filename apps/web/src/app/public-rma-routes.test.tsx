import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showRmaStatus } from '@makro/domain/rma';
import { routes } from '@/app/router';
import { theme } from '@/app/theme';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { LocationProbe } from '@/test/render';
import { signInAs } from '@/test/sign-in';

function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <LocationProbe />
    </>
  );
}

function openPath(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the public RMA routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    reloadSession();
  });

  it('open the request form without signing in, outside the staff shell', async () => {
    mockApi();
    openPath('/rma-request-form');
    expect(await screen.findByRole('heading', { name: 'Return / Exchange Request' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/rma-request-form');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('leave signed-in staff on the page too (no redirect)', async () => {
    signInAs('csr', 7);
    mockApi();
    openPath('/rma-request-form');
    expect(await screen.findByRole('heading', { name: 'Return / Exchange Request' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/rma-request-form');
  });

  it('open the status page by its token', async () => {
    mockApi(onEndpoint(showRmaStatus, errorAnswer(404, 'not_found', 'Not found')));
    openPath('/rma-status/abcdefghijklmnopqrstuvwx');
    expect(
      await screen.findByRole('heading', { name: 'This status link is not valid' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
