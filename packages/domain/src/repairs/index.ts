export * from './vin';
