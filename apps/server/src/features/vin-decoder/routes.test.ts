import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIN_WARNINGS, vinCheckDigit, type VinDecoded } from '@makro/domain/vin-decoder';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * Decoding through HTTP with the real vPIC data in its worker thread. Published VINs (a VIN-check example, a
 * rental listing, a recall notice): each decode costs about 0.3 s of the thread's CPU, so there are few.
 */
const HONDA_ACCORD_2003 = '1HGCM82633A004352';
const DODGE_GRAND_CARAVAN_2013 = '2C4RDGCG1DR542491';
const JEEP_GRAND_CHEROKEE_2015 = '1C4RJFAG0FC625797';
const FORD_ESCAPE_2013 = '1FMCU0GX3DUC59421';

let t: TestApp;
let technician: string;

beforeAll(async () => {
  t = await buildTestApp();
  technician = await t.loginAs('technician');
});
afterAll(() => t?.close());

/** As the technician, unless another caller is given (`null`: no session). */
const decode = async (vin: string, caller?: string | null, route = 'vin-decoder') => {
  const token = caller === undefined ? technician : (caller ?? undefined);
  const response = await t.call(token, { method: 'GET', url: `/api/v1/${route}/${encodeURIComponent(vin)}` });
  return { status: response.statusCode, body: response.json<{ vin: VinDecoded; error?: { message: string } }>() };
};

describe('GET /v1/vin-decoder/:vin', () => {
  it('the published VINs carry their check digits', () => {
    for (const vin of [HONDA_ACCORD_2003, DODGE_GRAND_CARAVAN_2013, JEEP_GRAND_CHEROKEE_2015, FORD_ESCAPE_2013])
      expect(vinCheckDigit(vin), vin).toBe(vin[8]);
  });

  it('decodes year, make, model, trim, body and engine of a Honda, a Dodge, a Jeep and a Ford', async () => {
    const honda = await decode(HONDA_ACCORD_2003.toLowerCase());
    expect(honda.status).toBe(200);
    expect(honda.body.vin).toMatchObject({
      vin: HONDA_ACCORD_2003,
      valid: true,
      decoded: true,
      check_digit: { expected: '3', actual: '3', valid: true },
      model_year: 2003,
      make: 'Honda',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      model: 'Accord',
      trim: 'EX-V6',
      body_class: 'Coupe',
      doors: 2,
      vehicle_type: 'Passenger Car',
      engine: { cylinders: 6, fuel: 'Gasoline', model: 'J30A4' },
      warnings: [],
    });

    const dodge = (await decode(DODGE_GRAND_CARAVAN_2013)).body.vin;
    expect(dodge).toMatchObject({ model_year: 2013, make: 'Dodge', model: 'Grand Caravan', trim: 'SXT' });
    expect(dodge.engine).toMatchObject({ displacement_l: 3.6, cylinders: 6 });

    // WMI 1C4 is registered to Dodge; the vehicle's own patterns say Jeep.
    const jeep = (await decode(JEEP_GRAND_CHEROKEE_2015)).body.vin;
    expect(jeep).toMatchObject({ model_year: 2015, make: 'Jeep', model: 'Grand Cherokee', trim: 'Laredo' });

    const ford = (await decode(FORD_ESCAPE_2013)).body.vin;
    expect(ford).toMatchObject({
      model_year: 2013,
      make: 'Ford',
      model: 'Escape',
      plant: { city: 'LOUISVILLE', state: 'KENTUCKY', country: 'UNITED STATES (USA)', code: 'U' },
    });
    expect(ford.engine?.displacement_l).toBe(1.6);
  });

  it('warns of a check digit that does not match, and still decodes', async () => {
    const typo = '1HGCM82633A004353';
    const { status, body } = await decode(typo);
    expect(status).toBe(200);
    expect(body.vin).toMatchObject({
      valid: true,
      check_digit: { expected: '5', actual: '3', valid: false },
      make: 'Honda',
      model: 'Accord',
      model_year: 2003,
      warnings: [VIN_WARNINGS.checkDigit('3', '5')],
    });
  });

  it('answers what the rules give for a VIN the vehicle data does not know', async () => {
    const unknown = '00000000000000000';
    const { status, body } = await decode(unknown);
    expect(status).toBe(200);
    expect(body.vin).toMatchObject({ decoded: false, make: null, model: null, model_year: null });
    expect(body.vin.warnings).toContain(VIN_WARNINGS.unknownVin);
  });

  it('refuses a VIN of the wrong shape with a 400 naming params.vin', async () => {
    const letters = await decode('1HGCM82633A00435O');
    expect(letters.status).toBe(400);
    expect(letters.body.error?.message).toBe(
      'params.vin: has "O" at position 17: a VIN holds only letters and digits, never I, O or Q',
    );
    const short = await decode('1HGCM82633A0043');
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('params.vin: must be exactly 17 characters (15 given)');
  });

  it('needs a session (401) and the VIN decoder or ticket permission (403)', async () => {
    expect((await decode(HONDA_ACCORD_2003, null)).status).toBe(401);
    expect((await decode(HONDA_ACCORD_2003, await t.loginAs('reports_manager'))).status).toBe(403);
    // A CSR creates repair orders: the wizard pre-fills from the VIN.
    expect((await decode(HONDA_ACCORD_2003, await t.loginAs('csr'))).status).toBe(200);
  });
});

describe('GET /v1/public/vin-decoder/:vin', () => {
  it('answers the same decoding without a session (the public intake form)', async () => {
    const { status, body } = await decode(FORD_ESCAPE_2013, null, 'public/vin-decoder');
    expect(status).toBe(200);
    expect(body.vin).toMatchObject({ make: 'Ford', model: 'Escape', model_year: 2013 });
    expect((await decode('1FMCU0GX3DUC5942', null, 'public/vin-decoder')).status).toBe(400);
    // Limited per address like every public route.
    const answer = await t.call(undefined, { method: 'GET', url: `/api/v1/public/vin-decoder/${FORD_ESCAPE_2013}` });
    expect(answer.headers['x-ratelimit-limit']).toBe('120');
  });
});

describe('the API documentation', () => {
  it('lists both routes with the VinDecoded answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { security?: unknown } }>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.paths['/api/v1/vin-decoder/{vin}']?.get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/public/vin-decoder/{vin}']?.get.security).toBeUndefined();
    expect(doc.components.schemas.VinDecoded).toBeDefined();
  });
});
