import { pageInfo } from '@makro/domain/shared';
import type { Fitment, FitmentQuery, VinVehicle } from '@makro/domain/vehicle-model-info';
import type { VinDecoded } from '@makro/domain/vin-decoder';
import { mergedMakes, type FitmentCatalog } from './catalog';

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * The fitments matching a search: a part number (whole or part; the whole one first), a year within the make's
 * model years, a make and a model by name in any case. Ordered by part number, make, model, then shop.
 */
export function searchFitments(catalog: FitmentCatalog, query: FitmentQuery) {
  const part = query.part_number;
  const matches = catalog.shops
    .flatMap((shop) => shop.fitments)
    .filter(
      (row: Fitment) =>
        (!part || row.part_number.includes(part)) &&
        (query.year === undefined || row.years.includes(query.year)) &&
        (!query.make || same(row.make, query.make)) &&
        (!query.model || (row.model !== null && same(row.model, query.model))),
    )
    .sort(
      (a, b) =>
        Number(b.part_number === part) - Number(a.part_number === part) ||
        a.part_number.localeCompare(b.part_number) ||
        a.make.localeCompare(b.make) ||
        (a.model ?? '').localeCompare(b.model ?? '') ||
        a.shop.localeCompare(b.shop),
    );
  const start = (query.page - 1) * query.per_page;
  return {
    fitments: matches.slice(start, start + query.per_page),
    ...pageInfo(matches.length, query),
    unavailable_shops: catalog.unavailable,
  };
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A decoded VIN's vehicle in the shops' names: the make by name in any case, the model by name, or the shops'
 * model the decoded one starts with or contains ("Grand Cherokee L" → Grand Cherokee, "Town and Country" and
 * "Town & Country" alike). The year is the VIN's model year.
 */
export function vinVehicle(catalog: FitmentCatalog, decoded: VinDecoded): VinVehicle {
  const { makes } = mergedMakes(catalog);
  const make = decoded.make ? makes.find((candidate) => same(candidate.name, decoded.make!)) : undefined;
  const wanted = letters((decoded.model ?? '').replace(/\band\b/gi, '&'));
  const model =
    make && wanted
      ? (make.models.find((name) => letters(name.replace(/\band\b/gi, '&')) === wanted) ??
        [...make.models]
          .sort((a, b) => b.length - a.length)
          .find((name) => letters(name).length > 0 && wanted.includes(letters(name))))
      : undefined;
  return { year: decoded.model_year, make: make?.name ?? null, model: model ?? null };
}
