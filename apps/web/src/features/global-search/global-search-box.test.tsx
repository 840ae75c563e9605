import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalSearch, type GlobalSearchAnswer } from '@makro/domain/global-search';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { GlobalSearchBox } from '@/features/global-search/global-search-box';

const SERIAL_ANSWER: GlobalSearchAnswer = {
  query: 'MK7700123',
  groups: [
    {
      kind: 'item',
      label: 'Inventory items',
      results: [
        {
          kind: 'item',
          title: 'MK7700123',
          subtitle: '68099135AC · In Stock',
          path: '/inventory-search?keyword=MK7700123',
          exact: true,
        },
      ],
    },
  ],
};

const TICKETS_ANSWER: GlobalSearchAnswer = {
  query: 'vant',
  groups: [
    {
      kind: 'ticket',
      label: 'Tickets',
      results: [
        {
          kind: 'ticket',
          title: 'REP-70555',
          subtitle: 'Priscilla Vanterpool · Not Started',
          path: '/repair-tickets/REP-70555',
          exact: false,
        },
        {
          kind: 'ticket',
          title: 'REP-70556',
          subtitle: 'Ivan Vantongeren · Repairing',
          path: '/repair-tickets/REP-70556',
          exact: false,
        },
      ],
    },
  ],
};

function serve() {
  return mockApi(
    onEndpoint(globalSearch, ({ query }) =>
      query.q === SERIAL_ANSWER.query
        ? SERIAL_ANSWER
        : query.q === TICKETS_ANSWER.query
          ? TICKETS_ANSWER
          : { query: query.q ?? '', groups: [] },
    ),
  );
}

const box = () => screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

describe('the top bar search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the exact match when Enter comes before the answer, as a wedge scanner types', async () => {
    const api = serve();
    renderWithProviders(<GlobalSearchBox />, { path: '/dashboard', route: '/dashboard' });
    fireEvent.change(box(), { target: { value: 'MK7700123' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(location()).toBe('/inventory-search?keyword=MK7700123'));
    expect(api.callsTo(globalSearch).map((call) => call.query.q)).toEqual(['MK7700123']);
  });

  it('lists results by kind and opens the one chosen with the arrow keys', async () => {
    serve();
    renderWithProviders(<GlobalSearchBox />, { path: '/dashboard', route: '/dashboard' });
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'vant' } });
    expect(await screen.findByText('REP-70556')).toBeTruthy();
    expect(screen.getByText('Tickets')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('REP-70555').closest('[role="option"]')?.getAttribute('data-combobox-selected')).toBe(
        'true',
      ),
    );
    fireEvent.keyDown(box(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(location()).toBe('/repair-tickets/REP-70556'));
  });

  it('says when nothing was found and does not ask for a single character', async () => {
    const api = serve();
    renderWithProviders(<GlobalSearchBox />, { path: '/dashboard', route: '/dashboard' });
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'Z' } });
    fireEvent.change(box(), { target: { value: 'ZZZ9' } });
    expect(await screen.findByText('Nothing found for “ZZZ9”')).toBeTruthy();
    expect(api.callsTo(globalSearch).map((call) => call.query.q)).toEqual(['ZZZ9']);
  });
});
