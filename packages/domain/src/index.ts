export * from './errors.ts';
export * from './time.ts';
