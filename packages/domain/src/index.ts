export * from './errors.ts';
export * from './scheduling/index.ts';
export * from './time.ts';
