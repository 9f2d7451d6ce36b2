import { z } from 'zod';

// Zod's built-in messages (a missing field, a wrong type) in Spanish. Every schema of the domain,
// the server and the web app takes `z` from here, never from 'zod' itself: a bundle then cannot
// hold a schema without this line having run first (when it was a separate side-effect import of
// the package's index, the web build kept it in the reports screen's chunk only, so the other
// screens' forms showed zod's English defaults).
z.config(z.locales.es());

export { z };
