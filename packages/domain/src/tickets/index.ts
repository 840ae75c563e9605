export * from './rules';
export * from './rental-fee';
export * from './contracts';
