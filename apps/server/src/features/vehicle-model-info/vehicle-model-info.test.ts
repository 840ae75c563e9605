import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_INFO_MESSAGES, type Fitment, type VehicleMakeInfo } from '@makro/domain/vehicle-model-info';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCatalog } from '../../test/shops';

/**
 * Through HTTP on the simulated shops' catalogue (catalog-data.ts): makes with model years, models as their
 * child categories, each module sold in four conditions filed under its make and model.
 */
let t: TestApp;
let technician: string;

const ALL_CONDITIONS = ['Rebuilt', 'New', 'Like New', 'Pre-Owned'];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const fault = (settings: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: settings });

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  technician = await t.loginAs('technician');
});
afterAll(() => t?.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' }));

const get = (url: string, token: string | undefined = technician) =>
  t.call(token, { method: 'GET', url: `/api/v1/vehicle-model-info${url}` });
const fitments = async (query: string) => {
  const response = await get(`/fitments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    fitments: Fitment[];
    total_count: number;
    total_pages: number;
    current_page: number;
    unavailable_shops: string[];
  }>();
};

// First: nothing is cached yet, so the shops' failure shows; a failure is not cached.
describe('when the shops do not answer', () => {
  it('answers 502 in the page’s words, then the catalogue once they are back', async () => {
    await fault({ fail_status: 503 });
    const failed = await get('/fitments?part_number=68099135AC');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({
      code: 'upstream_failed',
      message: VEHICLE_INFO_MESSAGES.categoriesFailed,
    });
    expect((await get('/vehicles')).statusCode).toBe(502);

    await t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' });
    expect((await fitments('part_number=68099135AC')).total_count).toBe(1);
  });

  it('keeps answering from its copy when a shop fails later', async () => {
    await fault({ fail_status: 500 });
    expect((await fitments('part_number=68099135AC')).fitments).toHaveLength(1);
  });
});

describe('GET /v1/vehicle-model-info/fitments', () => {
  it('lists the vehicle a part number fits: make, model, the make’s model years, the conditions sold', async () => {
    const answer = await fitments('part_number=68099135AC');
    expect(answer).toMatchObject({ total_count: 1, current_page: 1, total_pages: 1, unavailable_shops: [] });
    expect(answer.fitments[0]).toEqual({
      id: 'tipm:68099135AC:Jeep:Grand Cherokee',
      part_number: '68099135AC',
      shop: 'tipm',
      product: '2011 Jeep Grand Cherokee TIPM Totally Integrated Power Module 68099135AC',
      make: 'Jeep',
      model: 'Grand Cherokee',
      years: range(2007, 2021),
      conditions: ALL_CONDITIONS,
      skus: ['68099135AC-REBUILT', '68099135AC-NEW', '68099135AC-LIKENEW', '68099135AC-PREOWNED'].sort(),
    });
  });

  it('finds a part by a shop SKU in any case, by part of its number, and the ECM shop’s parts', async () => {
    expect((await fitments('part_number=68099135ac-rebuilt')).fitments.map((row) => row.part_number)).toEqual([
      '68099135AC',
    ]);
    const partial = await fitments('part_number=6809');
    expect(partial.fitments.map((row) => row.part_number)).toEqual(['68099135AC', '68099140AA']);
    const engine = await fitments('part_number=18390147AB');
    expect(engine.fitments[0]).toMatchObject({
      shop: 'ecm',
      make: 'Ford',
      model: 'Super Duty',
      years: range(2008, 2020),
    });
    // HTML entities of the shop's names are decoded.
    expect((await fitments('part_number=04692311AF')).fitments[0]?.model).toBe('Town & Country');
  });

  it('lists the part numbers that fit a vehicle from both shops, by make and model in any case', async () => {
    const answer = await fitments('make=jeep&model=GRAND%20CHEROKEE');
    expect(answer.fitments.map((row) => [row.part_number, row.shop])).toEqual([
      ['05150723AB', 'ecm'],
      ['68099135AC', 'tipm'],
      ['68148211AA', 'tipm'],
      ['68238610AB', 'tipm'],
      ['68268834AA', 'tipm'],
    ]);
  });

  it('narrows by year within the make’s model years', async () => {
    expect((await fitments('year=2006&make=Jeep')).total_count).toBe(0);
    const ram = await fitments('year=2022&make=Ram&model=1500');
    expect(ram.fitments.map((row) => row.part_number)).toEqual([
      '68064342AB',
      '68224582AC',
      '68292288AA',
      '68303897AB',
    ]);
    // Only Ram lists 2022.
    const byYear = await fitments('year=2022&per_page=100');
    expect(new Set(byYear.fitments.map((row) => row.make))).toEqual(new Set(['Ram']));
  });

  it('pages the list', async () => {
    const first = await fitments('make=Dodge&per_page=3');
    const second = await fitments('make=Dodge&per_page=3&page=2');
    expect(first.total_count).toBe(second.total_count);
    expect(first.total_pages).toBe(Math.ceil(first.total_count / 3));
    expect(first.fitments).toHaveLength(3);
    expect(second.fitments[0]!.part_number > first.fitments[2]!.part_number).toBe(true);
  });

  it('refuses a search without a part number or a vehicle, naming the field', async () => {
    const response = await get('/fitments?part_number=%20%20');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toContainEqual({
      field: 'query.part_number',
      message: VEHICLE_INFO_MESSAGES.needSearch,
    });
    expect((await get('/fitments?year=abc')).statusCode).toBe(400);
    expect((await get('/fitments?per_page=101&make=Jeep')).statusCode).toBe(400);
  });
});

describe('GET /v1/vehicle-model-info/vehicles', () => {
  it('lists the makes with their model years and models, and every year any make has', async () => {
    const response = await get('/vehicles');
    expect(response.statusCode).toBe(200);
    const { makes, years } = response.json<{ makes: VehicleMakeInfo[]; years: number[] }>();
    expect(makes.map((make) => make.name)).toEqual(['Chrysler', 'Dodge', 'Ford', 'Jeep', 'Ram', 'Volkswagen']);
    expect(years).toEqual(range(2007, 2022));
    expect(makes.find((make) => make.name === 'Chrysler')).toEqual({
      name: 'Chrysler',
      years: range(2007, 2019),
      models: ['200', '300', 'Sebring', 'Town & Country'],
    });
  });
});

describe('GET /v1/vehicle-model-info/vin/:vin', () => {
  it('decodes the VIN and names its vehicle as the shops do', async () => {
    const response = await get('/vin/1c4rjfag0fc625797');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      vin: { vin: '1C4RJFAG0FC625797', make: 'Jeep', model: 'Grand Cherokee', model_year: 2015 },
      vehicle: { year: 2015, make: 'Jeep', model: 'Grand Cherokee' },
    });
  });

  it('leaves make and model null for a vehicle the shops do not file, and refuses what is not a VIN', async () => {
    const honda = await get('/vin/1HGCM82633A004352');
    expect(honda.json().vehicle).toEqual({ year: 2003, make: null, model: null });
    const short = await get('/vin/1HGCM8263');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fields[0].field).toBe('params.vin');
  });
});

describe('access', () => {
  it('needs the Vehicle Model Info permission', async () => {
    for (const slug of ['csr', 'inventory_manager', 'reports_manager'] as const) {
      const token = await t.loginAs(slug);
      for (const url of ['/vehicles', '/fitments?make=Jeep', '/vin/1C4RJFAG0FC625797'])
        expect((await get(url, token)).statusCode, `${slug} ${url}`).toBe(403);
    }
    expect((await t.call(undefined, { method: 'GET', url: '/api/v1/vehicle-model-info/vehicles' })).statusCode).toBe(
      401,
    );
    expect((await get('/fitments?make=Jeep', await t.loginAs('tech_manager'))).statusCode).toBe(200);
  });
});
