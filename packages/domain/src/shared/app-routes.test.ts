import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS } from './account-types';
import { APP_ROUTES, canOpen, findAppRoute, menuFor, menuLabelsFor, SIDE_MENU } from './app-routes';

describe('app routes', () => {
  it('matches static and parameterised paths', () => {
    expect(findAppRoute('/users')?.anyOf).toEqual(['can_view_user_management']);
    expect(findAppRoute('/rma-tickets/TIPM-RMAREQ-123456')?.path).toBe('/rma-tickets/:ticketNumber');
    expect(findAppRoute('/users/12/')?.path).toBe('/users/:id');
    expect(findAppRoute('/nowhere')).toBeUndefined();
  });

  it('guards each route of the spec table with its permission', () => {
    const needs = (path: string) => findAppRoute(path)?.anyOf;
    expect(needs('/order-reports')).toEqual(['can_view_generate_reports']);
    expect(needs('/receiving-history')).toEqual(['can_view_history']);
    expect(needs('/vin-decoder')).toEqual(['can_view_vin_decoder']);
    expect(needs('/grim')).toEqual(['can_view_grim']);
  });

  it('points every menu entry at a known route', () => {
    const paths = SIDE_MENU.flatMap((group) =>
      group.entries.flatMap((entry) => ('path' in entry ? [entry.path] : entry.children.map((child) => child.path))),
    );
    for (const path of paths) expect(findAppRoute(path), path).toBeDefined();
  });
});

describe('side menu per account type', () => {
  it('shows rtgrim only R.T. GRIM, in its group', () => {
    expect(menuFor(DEFAULT_PERMISSIONS.rtgrim)).toEqual([
      { label: 'Inventory & Orders', entries: [{ label: 'R.T. GRIM', path: '/grim', icon: 'grim' }] },
    ]);
  });

  it('shows the reports manager the reports group only', () => {
    expect(menuLabelsFor(DEFAULT_PERMISSIONS.reports_manager)).toEqual([
      'Dashboards',
      'Statistics',
      'Generate Reports',
    ]);
  });

  it('shows the CSR its tickets, inquiries, refunds and VIN decoder, hiding empty submenus', () => {
    expect(menuLabelsFor(DEFAULT_PERMISSIONS.csr)).toEqual([
      'Dashboards',
      'Rentals',
      'RMAs',
      'Orders',
      'Repairs',
      'Customer Inquiry',
      'Module Request',
      'Partner Application',
      'Refunds',
      'VIN Decoder',
    ]);
  });

  it('shows the administrator every entry', () => {
    const all = SIDE_MENU.flatMap((group) =>
      group.entries.flatMap((entry) => ('path' in entry ? [entry.label] : entry.children.map((child) => child.label))),
    );
    expect(menuLabelsFor(DEFAULT_PERMISSIONS.administrator)).toEqual(all);
  });

  it('never shows an entry whose page the user cannot open', () => {
    for (const permissions of Object.values(DEFAULT_PERMISSIONS)) {
      for (const group of menuFor(permissions)) {
        for (const entry of group.entries) {
          const paths = 'path' in entry ? [entry.path] : entry.children.map((child) => child.path);
          for (const path of paths) expect(canOpen(findAppRoute(path)!, permissions)).toBe(true);
        }
      }
    }
    expect(APP_ROUTES.length).toBeGreaterThan(30);
  });
});
