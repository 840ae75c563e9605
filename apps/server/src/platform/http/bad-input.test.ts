import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, addDays, latestDate } from '@makro/domain/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'makro-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Makro</title>');

beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
  admin = await t.loginAs('administrator');
});
afterAll(() => t.close());

/** A 400 in the envelope that names this field (and only says what is wrong with it). */
function expectFieldRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as { error: { code: string; details: { fields: { field: string }[] } } };
  expect(error.code).toBe('bad_request');
  expect(error.details.fields.map((problem) => problem.field)).toContain(field);
}

describe('ids', () => {
  it('refuses an id beyond the integer column with a 400 naming it, not a 500', async () => {
    for (const url of [
      '/api/v1/users/2147483648',
      '/api/v1/inventories/9007199254740991',
      '/api/v1/users/99999999999',
    ]) {
      expectFieldRefused(await t.call(admin, { method: 'GET', url }), 'params.id');
    }
    expect((await t.call(admin, { method: 'GET', url: '/api/v1/users/2147483647' })).statusCode).toBe(404);
  });

  it('reads ids strictly: no spelling of an id means another one', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/inventories',
      payload: { inventory: { serial_number: 'STRICT-1', part_number: '68099135AC' } },
    });
    const id = created.json<{ inventory: { id: number } }>().inventory.id;
    for (const spelling of [`%20${id}`, `+${id}`, `0${id}`, `${id}e0`, `0x${id.toString(16)}`, `${id}.0`, '0', '-1']) {
      const response = await t.call(admin, { method: 'DELETE', url: `/api/v1/inventories/${spelling}` });
      expectFieldRefused(response, 'params.id');
    }
    expect((await t.call(admin, { method: 'GET', url: `/api/v1/inventories/${id}` })).statusCode).toBe(200);
  });
});

describe('text', () => {
  it('refuses a NUL byte in a public body with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passwords/forgot',
      payload: { login: 'technician\u0000' },
    });
    expectFieldRefused(response, 'body.login');
  });

  it('refuses control characters and lone surrogates anywhere in query, params and nested bodies', async () => {
    expectFieldRefused(await t.call(admin, { method: 'GET', url: '/api/v1/users?keyword=a%00b' }), 'query.keyword');
    expectFieldRefused(await t.call(admin, { method: 'GET', url: '/api/v1/locations/BIN%00' }), 'params.code');
    const surrogate = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/inventory_tags',
      headers: { 'content-type': 'application/json' },
      payload: '{"part_number":"68099135AC\\ud800","quantity":1}',
    });
    expectFieldRefused(surrogate, 'body.part_number');
    const nested = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/inventories',
      payload: { inventory: { serial_number: 'CTRL-1', part_number: 'P1', notes: 'bell\u0007' } },
    });
    expectFieldRefused(nested, 'body.inventory.notes');
  });

  it('keeps tabs and line breaks of multi-line fields and paired surrogates (emoji)', async () => {
    const response = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/inventories',
      payload: { inventory: { serial_number: 'CTRL-2', part_number: 'P1', notes: 'line 1\r\n\tline 2 🙂' } },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('errors in the envelope', () => {
  it('names a repeated scalar query parameter instead of "received NaN"', async () => {
    const response = await t.call(admin, { method: 'GET', url: '/api/v1/users?page=1&page=2' });
    expectFieldRefused(response, 'query.page');
    expect(response.json().error.message).toBe('query.page: page must be given once');
  });

  it('answers an API path with a doubled slash 404 in the envelope', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.call(admin, { method, url: '/api//v1/users' });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('bounds the bin code of a cycle count and never echoes a huge value', async () => {
    const huge = 'A'.repeat(1_000_000);
    const response = await t.call(admin, { method: 'POST', url: '/api/v1/cycle_counts', payload: { bin_code: huge } });
    expectFieldRefused(response, 'body.bin_code');
    expect(response.body.length).toBeLessThan(1_000);
    const shown = await t.call(admin, { method: 'GET', url: `/api/v1/locations/${'B'.repeat(150)}` });
    expectFieldRefused(shown, 'params.code');
  });
});

describe('date ranges', () => {
  const statistics = (start: string, end: string) =>
    t.call(admin, { method: 'GET', url: `/api/v1/statistics?date_start=${start}&date_end=${end}` });

  it('refuses dates outside 2000 .. a year from today, and ranges longer than the bound, naming the field', async () => {
    expectFieldRefused(await statistics('2026-01-01', '9999-12-31'), 'query.date_end');
    expectFieldRefused(await statistics('0001-01-01', '2026-01-01'), 'query.date_start');
    expectFieldRefused(await statistics('2000-01-01', addDays('2000-01-01', MAX_RANGE_DAYS)), 'query.date_end');
    const counts = await t.call(admin, {
      method: 'GET',
      url: '/api/v1/orders/counts?site=tipm&start_date=1900-01-01&end_date=2026-01-01',
    });
    expectFieldRefused(counts, 'query.start_date');
    for (const url of [
      '/api/v1/dashboard/order_distribution?date_start=2026-01-01&date_end=9999-12-31',
      '/api/v1/rma_submissions?date_start=0001-01-01&date_end=2026-01-01',
    ]) {
      expect((await t.call(admin, { method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('answers the longest range allowed', async () => {
    const end = latestDate();
    const response = await statistics(addDays(end, -(MAX_RANGE_DAYS - 1)), end);
    expect(response.statusCode).toBe(200);
    expect(response.json().weeks.length).toBeLessThanOrEqual(Math.ceil(MAX_RANGE_DAYS / 7) + 1);
  });
});
