/**
 * Vehicle identification numbers (ISO 3779 / 49 CFR 565): 17 characters, never I, O or Q, position 9 a check
 * digit over the other sixteen, position 10 the model year. Pure and offline: the wizard and the VIN decoder
 * check a VIN before anything else is looked up.
 */
export const VIN_LENGTH = 17;

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const valueOf = (char: string): number | undefined => (/[0-9]/.test(char) ? Number(char) : TRANSLITERATION[char]);

export type VinProblem = 'length' | 'characters' | 'check_digit';

/** The check digit a VIN should carry at position 9: '0'–'9' or 'X' (for 10); null when a character is not allowed. */
export function vinCheckDigit(vin: string): string | null {
  const upper = vin.toUpperCase();
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const value = valueOf(upper[index] ?? '');
    if (value === undefined) return null;
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * What is wrong with a VIN, or null: the length, a character a VIN never has (I, O, Q or anything not a letter
 * or digit), or a check digit that does not match (a typo, or a VIN from outside North America, which may not
 * use one: callers warn rather than refuse).
 */
export function vinProblem(vin: string): VinProblem | null {
  const upper = vin.trim().toUpperCase();
  if (upper.length !== VIN_LENGTH) return 'length';
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(upper)) return 'characters';
  return vinCheckDigit(upper) === upper[8] ? null : 'check_digit';
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of position 10. The codes repeat every 30 years; for passenger cars, multipurpose vehicles and
 * light trucks position 7 tells the cycles apart: a letter there means 2010–2039, a digit 1980–2009.
 */
export function vinModelYear(vin: string): number | null {
  const upper = vin.trim().toUpperCase();
  const index = YEAR_CODES.indexOf(upper[9] ?? '');
  if (index < 0 || upper.length !== VIN_LENGTH) return null;
  return (/[A-Z]/.test(upper[6]!) ? 2010 : 1980) + index;
}

/** Characters a VIN may hold: letters and digits, never I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * Why a VIN's shape is refused, as a sentence for the person who typed it (the field is named by the caller),
 * or null when its length and characters are right. The check digit is not a shape problem: it only warns.
 */
export function vinStructureMessage(vin: string): string | null {
  const upper = vin.trim().toUpperCase();
  const problem = vinProblem(upper);
  if (problem === 'length') return `must be exactly ${VIN_LENGTH} characters (${upper.length} given)`;
  if (problem !== 'characters') return null;
  const chars = [...upper];
  const index = chars.findIndex((char) => !/[A-HJ-NPR-Z0-9]/.test(char));
  const char = chars[index] ?? '';
  const what = /\s/.test(char) ? 'a space' : `"${char}"`;
  return `has ${what} at position ${index + 1}: a VIN holds only letters and digits, never I, O or Q`;
}

/**
 * A VIN as it arrives from a keyboard, a paste or a barcode reader, ready to check: spaces and dashes out,
 * upper case, and the "I" that VIN barcodes of imported vehicles put before the 17 characters dropped (a VIN
 * never holds an I, so an 18-character value starting with one is that marker).
 */
export function cleanVinInput(raw: string): string {
  const compact = raw.replace(/[\s-]+/g, '').toUpperCase();
  return compact.length === VIN_LENGTH + 1 && compact.startsWith('I') ? compact.slice(1) : compact;
}
