/** Money travels as decimal strings ("12.30"); sums are done in integer cents, never in floats. */
export function toCents(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`Not an amount of money: ${amount}`);
  const cents = BigInt(match[2] || '0') * 100n + BigInt(((match[3] ?? '') + '00').slice(0, 2));
  return match[1] ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

export function sumMoney(amounts: readonly (string | number)[]): string {
  return fromCents(amounts.reduce<bigint>((total, amount) => total + toCents(amount), 0n));
}

/** A decimal amount with any number of decimals ("13.695"), rounded half up to the cent as text ("13.70"). */
export function roundMoney(amount: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount of money: ${amount}`);
  const decimals = match[2] ?? '';
  const cents = BigInt(match[1]!) * 100n + BigInt((decimals + '00').slice(0, 2));
  return fromCents(cents + ((decimals[2] ?? '0') >= '5' ? 1n : 0n));
}
