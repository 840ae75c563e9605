export * from './permissions';
export * from './account-types';
export * from './app-routes';
export * from './errors';
export * from './endpoint';
export * from './pagination';
export * from './version';
export * from './dates';
