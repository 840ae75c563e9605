export * from './contracts';
export * from './side-effects';
export * from './status';
