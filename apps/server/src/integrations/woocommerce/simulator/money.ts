/** Money in integer cents, so totals never pick up float error; WooCommerce shows two-decimal strings. */

export function toCents(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return null;
  const whole = Number(match[2] || '0');
  const fraction = (match[3] ?? '').padEnd(3, '0');
  // Half-up on the third decimal, as wc_format_decimal rounds.
  const cents = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return match[1] ? -cents : cents;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** `cents × basisPoints / 10000`, rounded half-up: 7.25 % is 725 basis points. */
export function percentOf(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10_000);
}

/** Sales tax the simulated shops collect: the business has nexus only in California. */
const STATE_TAX_BASIS_POINTS: Record<string, number> = { CA: 725 };

export function taxBasisPoints(country: string, state: string): number {
  if (country.toUpperCase() !== 'US') return 0;
  return STATE_TAX_BASIS_POINTS[state.toUpperCase()] ?? 0;
}
