import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { preserveOnLogout } from '@/lib/session-store';

/** The theme settings side panel (spec part 1 §2), persisted per browser. */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export const LAYOUT_MODES = ['fluid', 'boxed', 'detached'] as const;
export const BAR_COLORS = ['light', 'dark', 'brand'] as const;
export const SIDEBAR_SIZES = ['default', 'compact', 'condensed', 'sm-hover', 'full', 'fullscreen'] as const;
export const LAYOUT_POSITIONS = ['fixed', 'scrollable'] as const;

export const ThemeSettings = z.object({
  colorScheme: z.enum(COLOR_SCHEMES),
  layoutMode: z.enum(LAYOUT_MODES),
  topbarColor: z.enum(BAR_COLORS),
  menuColor: z.enum(BAR_COLORS),
  sidebarSize: z.enum(SIDEBAR_SIZES),
  layoutPosition: z.enum(LAYOUT_POSITIONS),
  sidebarUserInfo: z.boolean(),
});
export type ThemeSettings = z.infer<typeof ThemeSettings>;
export type SidebarSize = ThemeSettings['sidebarSize'];

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  colorScheme: 'light',
  layoutMode: 'fluid',
  topbarColor: 'light',
  menuColor: 'dark',
  sidebarSize: 'default',
  layoutPosition: 'fixed',
  sidebarUserInfo: false,
};

export const THEME_SETTINGS_KEY = 'makro.theme-settings';
preserveOnLogout(THEME_SETTINGS_KEY);

export function loadThemeSettings(): ThemeSettings {
  try {
    const raw = localStorage.getItem(THEME_SETTINGS_KEY);
    if (!raw) return DEFAULT_THEME_SETTINGS;
    // Unknown or missing keys fall back one by one, so an older saved value still loads.
    const saved = z.record(z.string(), z.unknown()).parse(JSON.parse(raw));
    const merged: Record<string, unknown> = { ...DEFAULT_THEME_SETTINGS };
    for (const key of Object.keys(DEFAULT_THEME_SETTINGS) as (keyof ThemeSettings)[]) {
      const field = ThemeSettings.shape[key].safeParse(saved[key]);
      if (field.success) merged[key] = field.data;
    }
    return ThemeSettings.parse(merged);
  } catch {
    return DEFAULT_THEME_SETTINGS;
  }
}

let current: ThemeSettings = loadThemeSettings();
const listeners = new Set<() => void>();

function emit(next: ThemeSettings) {
  current = next;
  for (const listener of listeners) listener();
}

export function getThemeSettings(): ThemeSettings {
  return current;
}

export function updateThemeSettings(patch: Partial<ThemeSettings>): void {
  const next = { ...current, ...patch };
  localStorage.setItem(THEME_SETTINGS_KEY, JSON.stringify(next));
  emit(next);
}

export function resetThemeSettings(): void {
  localStorage.removeItem(THEME_SETTINGS_KEY);
  emit(DEFAULT_THEME_SETTINGS);
}

/** Re-reads localStorage (tests, or another tab). */
export function reloadThemeSettings(): void {
  emit(loadThemeSettings());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribe, getThemeSettings, getThemeSettings);
}
