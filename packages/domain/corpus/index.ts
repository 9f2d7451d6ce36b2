/** Every conversation of the receptionist's corpus (docs/benchmarks.md#chat-receptionist-corpus). */
import { ar } from './ar.ts';
import { cl } from './cl.ts';
import { co } from './co.ts';
import { cr } from './cr.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import type { CorpusConversation } from './kit.ts';
import { mx } from './mx.ts';
import { noise } from './noise.ts';
import { pe } from './pe.ts';

export const corpusConversations: CorpusConversation[] = [
  ...cr,
  ...mx,
  ...co,
  ...ar,
  ...cl,
  ...pe,
  ...es,
  ...en,
  ...noise,
];
