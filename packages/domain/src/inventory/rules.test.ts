import { describe, expect, it } from 'vitest';
import { categoryForModuleType, cleanScannedCode, csvRow, statusFrom, tagSerial } from './rules';

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
});
