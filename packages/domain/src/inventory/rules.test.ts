import { describe, expect, it } from 'vitest';
import { categoryForModuleType, cleanScannedCode, moduleTypeFromShops, statusFrom, tagSerial } from './rules';

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

  it('cleans what scanners put around a code', () => {
    expect(cleanScannedCode(']Q1mk000000123\r')).toBe('MK000000123');
    expect(cleanScannedCode('\u0002 bin-a01 \u0003')).toBe('BIN-A01');
    expect(cleanScannedCode('68099135AC')).toBe('68099135AC');
  });

  it('numbers tags with MK and nine digits', () => {
    expect(tagSerial(123)).toBe('MK000000123');
  });

  it('reads a part’s module type from the shops as the dashboard classifies what they sell', () => {
    const none = { lookupType: null, tags: [], lines: [] };
    const tipm = (name: string, sku: string) => [{ shop: 'tipm' as const, name, sku }];
    const ecm = (name: string, sku: string) => [{ shop: 'ecm' as const, name, sku }];
    expect(moduleTypeFromShops({ ...none, lookupType: 'TYPE-A2' })).toBe('A2');
    const fcmBcm = { ...none, tags: ['FCM_BCM'] };
    expect(
      moduleTypeFromShops({ ...fcmBcm, lines: tipm('2014 Jeep Cherokee BCM Body Control Module', '68198346AF-NEW') }),
    ).toBe('BCM');
    expect(moduleTypeFromShops({ ...fcmBcm, lines: tipm('Front Control Module (FCM)', '68196138AE') })).toBe('FCM');
    expect(moduleTypeFromShops(fcmBcm)).toBeUndefined();
    expect(
      moduleTypeFromShops({ ...none, lines: tipm('2014 Jeep ABS Anti-Lock Brake Module', '68238610AB-NEW') }),
    ).toBe('ABS');
    expect(moduleTypeFromShops({ ...none, lines: tipm('TIPM Fuel Pump Relay Bypass Kit', 'FPBYPASS-KIT') })).toBe(
      'ACCESSORIES',
    );
    expect(moduleTypeFromShops({ ...none, lines: tipm('Custom Line Item', 'CUSTOM-LINE-MISC') })).toBeUndefined();
    expect(moduleTypeFromShops({ ...none, lines: tipm('TIPM Repair Service', 'TIPM-REPAIR-SERVICE') })).toBeUndefined();
    expect(
      moduleTypeFromShops({ ...none, lines: ecm('Dodge Charger TCM Transmission Control Module', '68148862AB') }),
    ).toBe('TCM');
    expect(moduleTypeFromShops({ ...none, lines: ecm('Ram 2500 ECM Engine Control Module', '68235107AB-NEW') })).toBe(
      'PCM',
    );
    expect(moduleTypeFromShops({ ...none, lines: ecm('ECM Repair Service', 'ECM-REPAIR-SERVICE') })).toBeUndefined();
  });
});
