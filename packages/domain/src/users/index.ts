export * from './session-contracts';
export * from './management-contracts';
export * from './password-contracts';
export * from './rules';
