export * from './contracts';
export * from './rules';
export * from './request-rules';
export * from './request-contracts';
