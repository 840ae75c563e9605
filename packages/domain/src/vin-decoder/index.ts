export * from './vin';
export * from './rules';
export * from './contracts';
