// Scheduling rules (docs/product.md#scheduling-rules): pure functions shared by the browser and the server.
export * from './agenda-messages.ts';
export * from './agenda-reads.ts';
export * from './availability.ts';
export * from './blocks.ts';
export * from './config.ts';
export * from './durations.ts';
export * from './placement.ts';
export * from './resize.ts';
export * from './result.ts';
export * from './statuses.ts';
export * from './types.ts';
export * from './week.ts';
