import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuBadges } from '@makro/domain/notifications';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { signInAs } from '@/test/sign-in';
import { useMenuBadgeCounts } from '@/features/notifications/api';

describe('the menu counts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are fetched again after a change the person made, not after a failed one', async () => {
    signInAs('csr');
    let waiting = 3;
    const api = mockApi(onEndpoint(menuBadges, () => ({ badges: { '/module-request': waiting } })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMenuBadgeCounts(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ '/module-request': 3 }));
    await new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('no')) })
      .mutate()
      .catch(() => undefined);
    expect(api.callsTo(menuBadges)).toHaveLength(1);
    waiting = 2;
    await new MutationObserver(client, { mutationFn: () => Promise.resolve('replied') }).mutate();
    await waitFor(() => expect(result.current).toEqual({ '/module-request': 2 }));
  });
});
