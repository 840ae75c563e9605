import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, menuLabelsFor, type AccountTypeSlug } from '@makro/domain/shared';
import { SideMenu } from '@/app/shell/side-menu';
import { renderWithProviders } from '@/test/render';

function renderedLabels(): string[] {
  const menu = screen.getByTestId('side-menu');
  return within(menu)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('aria-label') ?? '');
}

describe('SideMenu', () => {
  it.each<AccountTypeSlug>(['administrator', 'csr', 'technician', 'rtgrim'])('shows exactly the menu of %s', (slug) => {
    const permissions = DEFAULT_PERMISSIONS[slug];
    renderWithProviders(<SideMenu permissions={permissions} />, { path: '/dashboard', route: '/dashboard' });
    expect(renderedLabels()).toEqual(menuLabelsFor(permissions));
    // The accessible name of each link is its label, badges are not part of it.
    for (const label of menuLabelsFor(permissions)) {
      expect(within(screen.getByTestId('side-menu')).getAllByRole('link', { name: label, hidden: true })).toHaveLength(
        1,
      );
    }
  });

  it('differs between account types', () => {
    expect(menuLabelsFor(DEFAULT_PERMISSIONS.csr)).not.toEqual(menuLabelsFor(DEFAULT_PERMISSIONS.administrator));
  });

  it('highlights the active item and opens the submenu holding it', () => {
    renderWithProviders(<SideMenu permissions={DEFAULT_PERMISSIONS.administrator} />, {
      path: '/inventory-search',
      route: '/inventory-search',
    });
    const menu = screen.getByTestId('side-menu');
    const active = within(menu).getByRole('link', { name: 'Search' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('button', { name: 'Inventory' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('button', { name: 'Ticket Management' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the live count of a path, none for 0, and a pill for two digits', () => {
    const permissions = DEFAULT_PERMISSIONS.csr;
    const row = () => within(screen.getByTestId('side-menu')).getByRole('link', { name: 'Refunds' }).parentElement!;
    const first = renderWithProviders(<SideMenu permissions={permissions} badges={{ '/refunds': 3 }} />);
    expect(row().textContent).toBe('Refunds3');
    first.unmount();
    const second = renderWithProviders(<SideMenu permissions={permissions} badges={{ '/refunds': 0 }} />);
    expect(row().textContent).toBe('Refunds');
    second.unmount();
    renderWithProviders(<SideMenu permissions={permissions} badges={{ '/refunds': 31 }} />);
    expect(row().textContent).toBe('Refunds31');
    expect(row().querySelector('.makro-menu-badge')?.hasAttribute('data-circle')).toBe(false);
  });
});
