import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ComingSoonPage } from '@/features/placeholders/coming-soon-page';

describe('placeholder pages', () => {
  it('a bench tool says what it will do and what it waits for, with no readings', () => {
    renderWithProviders(<ComingSoonPage />, { path: '/send-pids', route: '/send-pids' });
    expect(screen.getByRole('heading', { name: 'Send PIDs' })).toBeTruthy();
    expect(screen.getByText('Waiting for bench hardware')).toBeTruthy();
    expect(screen.getByText(/Asks a module on the bench for live values/)).toBeTruthy();
    expect(screen.getByText(/shows no readings rather than made-up ones/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('each of the five bench tools has its own purpose', () => {
    for (const path of ['/connected-devices', '/tipm-tools', '/pcm-tools', '/bcm-tools']) {
      const view = renderWithProviders(<ComingSoonPage />, { path, route: path });
      expect(screen.getByText('Waiting for bench hardware')).toBeTruthy();
      view.unmount();
    }
  });
});
