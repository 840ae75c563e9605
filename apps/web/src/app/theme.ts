import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Ten shades around the primary colour #51E1E5 (index 5). */
export const MAKRO_PALETTE: MantineColorsTuple = [
  '#e5fcfd',
  '#c8f6f7',
  '#a1eff1',
  '#7de8eb',
  '#65e4e8',
  '#51e1e5',
  '#2ecbd0',
  '#1ca8ad',
  '#12858a',
  '#0a6366',
];

export const theme = createTheme({
  primaryColor: 'makro',
  primaryShade: { light: 6, dark: 7 },
  colors: { makro: MAKRO_PALETTE },
  autoContrast: true,
  luminanceThreshold: 0.4,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
});
