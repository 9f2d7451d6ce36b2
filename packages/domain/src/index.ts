import './zod-locale.ts';

export * from './auth-messages.ts';
export * from './contrast.ts';
export * from './errors.ts';
export * from './messaging/message-status.ts';
export * from './messaging/seed-templates.ts';
export * from './messaging/window.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './safe-return-url.ts';
export * from './scheduling/index.ts';
export * from './schemas/accounts.ts';
export * from './schemas/building-blocks.ts';
export * from './schemas/catalog.ts';
export * from './schemas/orgs.ts';
export * from './schemas/scheduling.ts';
export * from './schemas/templates.ts';
export * from './time.ts';
