import { describe, expect, it } from 'vitest';
import {
  accessoryKind,
  baseSku,
  classifyLineItem,
  statisticsCategory,
  tipmTypeOf,
  type ClassificationLookups,
} from './rules';

const lookups: ClassificationLookups = {
  tipmSkus: new Set(['68099135AC', '04692339AB']),
  fcmBcmSkus: new Set(['68088589AD', '56049144AB']),
  tipmTypes: new Map([['68099135AC', 'A1']]),
};
const classify = (name: string, sku: string | null) => classifyLineItem({ name, sku }, lookups);

describe('product classification (spec part 1 §9)', () => {
  it('takes the base part number before the first dash', () => {
    expect(baseSku('68099135AC-REBUILT')).toBe('68099135AC');
    expect(baseSku('68099135AC')).toBe('68099135AC');
    expect(baseSku('')).toBeNull();
    expect(baseSku(null)).toBeNull();
  });

  it('reads the TIPM type from the lookup tag', () => {
    expect(tipmTypeOf('TYPE-A1')).toBe('A1');
    expect(tipmTypeOf('type-p')).toBe('P');
    expect(tipmTypeOf('TYPE-Z')).toBeUndefined();
  });

  it('is TIPM when the name says TIPM and the base part is tagged TIPM, with its type', () => {
    expect(classify('2011 Dodge Ram TIPM Rebuilt', '68099135AC-REBUILT')).toEqual({ bucket: 'TIPM', tipmType: 'A1' });
    expect(classify('Jeep tipm module', '04692339AB-NEW')).toEqual({ bucket: 'TIPM' });
  });

  it('is not TIPM when the name says TIPM but the part is not tagged TIPM', () => {
    expect(classify('TIPM Bypass Kit', '99999999-BYPASS')).toEqual({ bucket: 'Accessories', accessory: 'Bypass' });
  });

  it('is not TIPM when the part is tagged TIPM but the name does not say so', () => {
    expect(classify('Power module housing', '68099135AC-HOUSING')).toEqual({
      bucket: 'Accessories',
      accessory: 'Housing',
    });
  });

  it('is FCM or BCM when the name says so and the part is tagged FCM_BCM', () => {
    expect(classify('Front Control Module FCM', '68088589AD-REBUILT')).toEqual({ bucket: 'FCM' });
    expect(classify('BCM Body Control', '56049144AB-NEW')).toEqual({ bucket: 'BCM' });
    expect(classify('BCM Body Control', '11111111-NEW')).toEqual({ bucket: 'Accessories', accessory: 'Other' });
  });

  it('is a repair when the name says Repair Service, even on a -MISC SKU', () => {
    expect(classify('TIPM Repair Service', 'UNLISTED-REPAIR-SERVICE-MISC')).toEqual({ bucket: 'Repairs' });
  });

  it('is a custom line when the SKU holds -MISC', () => {
    expect(classify('Custom harness', 'CUSTOM-HARNESS-MISC')).toEqual({ bucket: 'CustomLines' });
  });

  it('is an accessory otherwise, with its kind from the name', () => {
    expect(classify('Fuel Pump Relay Bypass', 'FPBYPASS-1')).toEqual({ bucket: 'Accessories', accessory: 'Bypass' });
    expect(classify('Connector Plugs (set of 4)', 'PLUG-4')).toEqual({ bucket: 'Accessories', accessory: 'Plugs' });
    expect(classify('Fuse Holder', 'FH-1')).toEqual({ bucket: 'Accessories', accessory: 'Fuse_Holder' });
    expect(classify('Gift card', null)).toEqual({ bucket: 'Accessories', accessory: 'Other' });
    expect(accessoryKind('fuse_holder clip')).toBe('Fuse_Holder');
  });
});

describe('statistics categories across both shops', () => {
  it('calls the ECM shop’s modules ECM, keeping its repairs and custom lines', () => {
    expect(statisticsCategory({ name: 'Dodge PCM Engine Computer', sku: '05150291AB-REBUILT' }, 'ecm', lookups)).toBe(
      'ECM',
    );
    expect(statisticsCategory({ name: 'ECM Repair Service', sku: 'ECM-REPAIR-SERVICE' }, 'ecm', lookups)).toBe(
      'Repairs',
    );
    expect(statisticsCategory({ name: 'Core Charge', sku: 'CORE-CHARGE-MISC' }, 'ecm', lookups)).toBe('CustomLines');
    expect(statisticsCategory({ name: 'Fuse Holder', sku: 'FH-1' }, 'tipm', lookups)).toBe('Accessories');
  });
});
