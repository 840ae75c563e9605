import type { VinDecoded } from './contracts';
import { vinCheckDigit, vinModelYear, vinProblem } from './vin';

/** The plain-English notes a decoded VIN may carry, word for word (the page shows them, tests read them). */
export const VIN_WARNINGS = {
  checkDigit: (actual: string, expected: string) =>
    `The check digit does not match: the VIN may have a typo. Position 9 is ${actual} where ${expected} was expected (VINs from outside North America need not carry one).`,
  noModelYear: 'Position 10 is not a model-year code, so the model year is unknown.',
  unknownVin:
    'The vehicle data knows nothing about this VIN: only the check digit and the model year of position 10 could be read.',
  unknownModel: 'The vehicle data knows the maker but not this model: model, body and engine are unknown.',
  unavailable:
    'The VIN decoder is not available right now: only the check digit and the model year of position 10 could be read. Try again in a moment.',
} as const;

/**
 * What the rules alone tell of a VIN whose shape is right (17 letters and digits, no I/O/Q): the check digit and
 * the model year of position 10, nothing of the maker. The server starts from it and adds what the vehicle data
 * knows; without that data it is the whole answer, with a warning.
 */
export function vinAnswerFromRules(vin: string): VinDecoded {
  const upper = vin.trim().toUpperCase();
  const problem = vinProblem(upper);
  const expected = vinCheckDigit(upper) ?? '';
  const actual = upper[8] ?? '';
  const modelYear = vinModelYear(upper);
  const warnings: string[] = [];
  if (problem === 'check_digit') warnings.push(VIN_WARNINGS.checkDigit(actual, expected));
  if (modelYear === null) warnings.push(VIN_WARNINGS.noModelYear);
  return {
    vin: upper,
    valid: problem === null || problem === 'check_digit',
    check_digit: { expected, actual, valid: problem === null },
    decoded: false,
    model_year: modelYear,
    make: null,
    manufacturer: null,
    model: null,
    trim: null,
    series: null,
    body_class: null,
    doors: null,
    drive_type: null,
    vehicle_type: null,
    engine: null,
    plant: null,
    warnings,
  };
}

/** A VIN the decoder can look up: the right shape (the check digit may be wrong). The web app asks only for these. */
export function isDecodableVin(vin: string): boolean {
  const problem = vinProblem(vin);
  return problem === null || problem === 'check_digit';
}
