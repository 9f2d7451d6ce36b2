import { z } from 'zod';

// Zod's built-in messages (a missing field, a wrong type) in Spanish, for every schema the browser
// and the server share; the rules' own messages are written in the schemas.
z.config(z.locales.es());
