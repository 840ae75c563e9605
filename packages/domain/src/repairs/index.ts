export * from './wizard-rules';
