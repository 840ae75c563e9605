import { describe, expect, it } from 'vitest';
import { categoryForModuleType, cleanScannedCode, csvRow, moduleTypeFromShops, statusFrom, tagSerial } from './rules';

describe('inventory rules', () => {
  it('puts TIPM types and the TIPM family in TIPM, engine modules in ECM (spec part 1 §4)', () => {
    for (const type of ['A1', 'p', 'TYPE-B', 'Consumables', 'accessories', 'ABS', 'FCM', 'BCM']) {
      expect(categoryForModuleType(type), type).toBe('TIPM');
    }
    for (const type of ['PCM', 'tcm', 'ECU', 'TCU', 'FICM', 'IDM'])
      expect(categoryForModuleType(type), type).toBe('ECM');
    expect(categoryForModuleType('Q')).toBeUndefined();
    expect(categoryForModuleType(null)).toBeUndefined();
  });

  it('reads statuses by slug or display name', () => {
    expect(statusFrom('Converted')).toBe('converted');
    expect(statusFrom('Added to Inventory')).toBe('added_to_inventory');
    expect(statusFrom('bin_ready')).toBe('bin_ready');
    expect(statusFrom('lost')).toBeUndefined();
  });

  it('quotes every CSV cell and doubles quotes', () => {
    expect(csvRow(['MK1', 'say "hi"', null, 3])).toBe('"MK1","say ""hi""","","3"\r\n');
  });

  it('cleans what scanners put around a code', () => {
    expect(cleanScannedCode(']Q1mk000000123\r')).toBe('MK000000123');
    expect(cleanScannedCode('\u0002 bin-a01 \u0003')).toBe('BIN-A01');
    expect(cleanScannedCode('68099135AC')).toBe('68099135AC');
  });

  it('numbers tags with MK and nine digits', () => {
    expect(tagSerial(123)).toBe('MK000000123');
  });

  it('reads a part’s module type from the shops: look-up TYPE, FCM/BCM by name, engine family by ECM shop name', () => {
    const none = { lookupType: null, tags: [], names: [] };
    expect(moduleTypeFromShops({ ...none, lookupType: 'TYPE-A2' })).toBe('A2');
    const fcmBcm = { ...none, tags: ['FCM_BCM'] };
    expect(
      moduleTypeFromShops({ ...fcmBcm, names: [{ shop: 'tipm', name: '2014 Jeep Cherokee BCM Body Control Module' }] }),
    ).toBe('BCM');
    expect(moduleTypeFromShops({ ...fcmBcm, names: [{ shop: 'tipm', name: 'Front Control Module (FCM)' }] })).toBe(
      'FCM',
    );
    expect(moduleTypeFromShops(fcmBcm)).toBeUndefined();
    expect(
      moduleTypeFromShops({ ...none, names: [{ shop: 'ecm', name: 'Dodge Charger TCM Transmission Control Module' }] }),
    ).toBe('TCM');
    expect(moduleTypeFromShops({ ...none, names: [{ shop: 'ecm', name: 'Ram 2500 ECM Engine Control Module' }] })).toBe(
      'PCM',
    );
    expect(moduleTypeFromShops({ ...none, names: [{ shop: 'ecm', name: 'ECM Repair Service' }] })).toBeUndefined();
    expect(moduleTypeFromShops({ ...none, names: [{ shop: 'tipm', name: 'TIPM PCM Bypass' }] })).toBeUndefined();
  });
});
