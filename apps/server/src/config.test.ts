import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const documented = new Set([...readme.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));

describe('configuration', () => {
  it('documents every variable the server reads in the README', () => {
    const missing = CONFIG_VARIABLES.filter(
      (name) => !documented.has(name) && !readme.includes(`\`${name.replace(/^WC_(TIPM|ECM)_/, 'WC_TIPM_')}\``),
    );
    expect(missing).toEqual([]);
  });

  it('names the bad variable when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('uses the sandbox without credentials and the live services in production', () => {
    expect(loadConfig({}).integrations).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).integrations).toBe('live');
    expect(loadConfig({ NODE_ENV: 'production', ENABLE_SANDBOX: 'true' }).integrations).toBe('sandbox');
    expect(loadConfig({ MAILERSEND_API_TOKEN: 'mlsn.x' }).integrations).toBe('live');
    expect(loadConfig({ BRAINTREE_PRIVATE_KEY: 'live-key' }).integrations).toBe('live');
    expect(loadConfig({}).braintree).toMatchObject({
      publicKey: 'sandbox_public_key',
      privateKey: 'sandbox_private_key',
    });
    expect(loadConfig({ SHIPSTATION_API_SECRET: 'live-secret' }).integrations).toBe('live');
    expect(loadConfig({}).shipstation).toEqual({
      apiUrl: 'https://ssapi.shipstation.com',
      apiKey: 'sandbox_shipstation_key',
      apiSecret: 'sandbox_shipstation_secret',
    });
    expect(loadConfig({ NODE_ENV: 'production' }).shipstation).toMatchObject({ apiKey: '', apiSecret: '' });
    expect(loadConfig({ NODE_ENV: 'production' }).loadDemoData).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names them, and refuses a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
