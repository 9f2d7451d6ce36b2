// The page contract of the panel's first paint (docs/architecture.md#the-server-draws-the-agenda),
// also reachable as '@recepta/domain/first-paint': the page scripts bundle it from there, without
// the rest of the domain (its zod schemas).
export * from './agenda.ts';
export * from './page.ts';
