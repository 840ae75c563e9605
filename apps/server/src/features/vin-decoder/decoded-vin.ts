import { VIN_WARNINGS, vinAnswerFromRules, type VinDecoded, type VinEngine } from '@makro/domain/vin-decoder';
import type { VinLookup } from './lookup-thread';

/** vPIC's text, or null for nothing (vPIC writes empty strings and "Not Applicable" where it knows nothing). */
const text = (...values: (string | null | undefined)[]): string | null => {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed && trimmed !== 'Not Applicable') return trimmed;
  }
  return null;
};

const decimal = (value: string | null): number | null => {
  const number = value === null ? NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number * 10) / 10 : null;
};

const whole = (value: string | null): number | null => {
  const number = value === null ? NaN : Number(value);
  return Number.isInteger(number) && number > 0 && number < 100 ? number : null;
};

function engineOf(lookup: VinLookup): VinEngine | null {
  const { engine, vehicle, elements } = lookup;
  const result: VinEngine = {
    displacement_l: decimal(text(engine?.displacement, elements['Displacement (L)'])),
    cylinders: whole(text(engine?.cylinders, elements['Engine Number of Cylinders'])),
    configuration: text(elements['Engine Configuration']),
    fuel: text(engine?.fuel, vehicle?.fuelType, elements['Fuel Type - Primary']),
    model: text(engine?.model, elements['Engine Model']),
  };
  return Object.values(result).some((value) => value !== null) ? result : null;
}

/**
 * The answer for a VIN of the right shape: the rules' check digit and model year, and what the vPIC data knows
 * (null: it could not be asked). Make and model come from the vehicle's own patterns before the maker's code
 * (WMI 1C4 is registered to Dodge, yet names Jeeps and Chryslers too).
 */
export function decodedVin(vin: string, lookup: VinLookup | null): VinDecoded {
  const answer = vinAnswerFromRules(vin);
  if (!lookup) return { ...answer, warnings: [...answer.warnings, VIN_WARNINGS.unavailable] };
  const { wmi, vehicle, plant, elements } = lookup;
  const make = text(vehicle?.make, elements.Make, wmi?.make);
  const model = text(vehicle?.model, elements.Model);
  const warnings = [...answer.warnings];
  if (!make) warnings.push(VIN_WARNINGS.unknownVin);
  else if (!model) warnings.push(VIN_WARNINGS.unknownModel);
  const plantCity = text(plant?.city, elements['Plant City']);
  const plantState = text(elements['Plant State']);
  const plantCountry = text(plant?.country, elements['Plant Country']);
  return {
    ...answer,
    decoded: make !== null,
    model_year: answer.model_year ?? (make ? (lookup.model_year ?? vehicle?.year ?? null) : null),
    make,
    manufacturer: text(vehicle?.manufacturer, wmi?.manufacturer),
    model,
    trim: text(vehicle?.trim, elements.Trim),
    series: text(vehicle?.series, elements.Series),
    body_class: text(elements['Body Class'], vehicle?.bodyStyle),
    doors: whole(text(vehicle?.doors, elements.Doors)),
    drive_type: text(vehicle?.driveType, elements['Drive Type']),
    vehicle_type: text(wmi?.vehicleType, elements['Vehicle Type']),
    engine: engineOf(lookup),
    plant:
      plantCity || plantState || plantCountry
        ? { city: plantCity, state: plantState, country: plantCountry, code: answer.vin[10]! }
        : null,
    warnings,
  };
}
