export * from './contracts';
export * from './issues';
export * from './wizard-rules';
