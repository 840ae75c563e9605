export * from './vin';
export * from './wizard-rules';
