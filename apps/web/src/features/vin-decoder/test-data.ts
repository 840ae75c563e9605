import { vinAnswerFromRules, type VinDecoded } from '@makro/domain/vin-decoder';

/** What the server answers for the published Honda Accord VIN 1HGCM82633A004352 (vPIC data). */
export const hondaAccord = (overrides: Partial<VinDecoded> = {}): VinDecoded => ({
  ...vinAnswerFromRules('1HGCM82633A004352'),
  decoded: true,
  make: 'Honda',
  manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
  model: 'Accord',
  trim: 'EX-V6',
  body_class: 'Coupe',
  doors: 2,
  vehicle_type: 'Passenger Car',
  engine: { displacement_l: 3, cylinders: 6, configuration: 'V-Shaped', fuel: 'Gasoline', model: 'J30A4' },
  plant: { city: 'MARYSVILLE', state: 'OHIO', country: 'UNITED STATES (USA)', code: 'A' },
  ...overrides,
});
