import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeSettingsDrawer } from '@/app/shell/theme-settings';
import { clearSession } from '@/lib/session-store';
import {
  DEFAULT_THEME_SETTINGS,
  THEME_SETTINGS_KEY,
  getThemeSettings,
  loadThemeSettings,
  resetThemeSettings,
} from '@/lib/theme-settings';
import { renderWithProviders } from '@/test/render';

function saved() {
  return JSON.parse(localStorage.getItem(THEME_SETTINGS_KEY) ?? 'null') as unknown;
}

function pick(group: string, option: string) {
  const radios = within(screen.getByRole('radiogroup', { name: group, hidden: true }));
  fireEvent.click(radios.getByRole('radio', { name: option, hidden: true }));
}

describe('theme settings', () => {
  afterEach(() => resetThemeSettings());

  it('persists each choice in localStorage and Reset restores the defaults', () => {
    renderWithProviders(<ThemeSettingsDrawer opened onClose={() => {}} />);
    pick('Color Scheme', 'Dark');
    pick('Layout Mode', 'Boxed');
    pick('Topbar Color', 'Brand');
    pick('Menu Color', 'Light');
    fireEvent.click(screen.getByRole('radio', { name: 'Condensed', hidden: true }));
    pick('Layout Position', 'Scrollable');
    fireEvent.click(screen.getByRole('switch', { name: 'Sidebar User Info', hidden: true }));

    const expected = {
      ...DEFAULT_THEME_SETTINGS,
      colorScheme: 'dark',
      layoutMode: 'boxed',
      topbarColor: 'brand',
      menuColor: 'light',
      sidebarSize: 'condensed',
      layoutPosition: 'scrollable',
      sidebarUserInfo: true,
    };
    expect(saved()).toEqual(expected);
    expect(getThemeSettings()).toEqual(expected);
    expect(loadThemeSettings()).toEqual(expected);

    fireEvent.click(screen.getByRole('button', { name: 'Reset', hidden: true }));
    expect(localStorage.getItem(THEME_SETTINGS_KEY)).toBeNull();
    expect(getThemeSettings()).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('ignores invalid saved values field by field', () => {
    localStorage.setItem(THEME_SETTINGS_KEY, JSON.stringify({ menuColor: 'brand', sidebarSize: 'huge' }));
    expect(loadThemeSettings()).toEqual({ ...DEFAULT_THEME_SETTINGS, menuColor: 'brand' });
    localStorage.setItem(THEME_SETTINGS_KEY, '{not json');
    expect(loadThemeSettings()).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('survives a logout, which clears the rest of local storage', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(THEME_SETTINGS_KEY, JSON.stringify({ ...DEFAULT_THEME_SETTINGS, topbarColor: 'brand' }));
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(loadThemeSettings().topbarColor).toBe('brand');
  });
});
