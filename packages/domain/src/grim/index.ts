export * from './rules';
export * from './contracts';
export * from './csv';
