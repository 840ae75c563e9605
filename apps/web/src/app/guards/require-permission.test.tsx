import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, findAppRoute } from '@makro/domain/shared';
import { RequirePermission } from '@/app/guards/require-permission';
import { startSession } from '@/lib/session-store';
import { renderWithProviders, sampleUser } from '@/test/render';

function renderGuarded(path: string) {
  const route = findAppRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return renderWithProviders(
    <RequirePermission route={route}>
      <p>secret page</p>
    </RequirePermission>,
    { path: route.path, route: path },
  );
}

describe('RequirePermission', () => {
  it('redirects to /unauthorized?reason=forbidden&from=<path> without the permission', () => {
    startSession('t', { ...sampleUser, permissions: [...DEFAULT_PERMISSIONS.csr] });
    renderGuarded('/statistics');
    expect(screen.queryByText('secret page')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/unauthorized?reason=forbidden&from=%2Fstatistics');
  });

  it('keeps the full attempted path of a detail route', () => {
    startSession('t', { ...sampleUser, permissions: [...DEFAULT_PERMISSIONS.rtgrim] });
    renderGuarded('/users/42');
    expect(screen.getByTestId('location').textContent).toBe('/unauthorized?reason=forbidden&from=%2Fusers%2F42');
  });

  it('opens the page with the permission', () => {
    startSession('t', { ...sampleUser, permissions: [...DEFAULT_PERMISSIONS.reports_manager] });
    renderGuarded('/statistics');
    expect(screen.getByText('secret page')).toBeTruthy();
  });
});
