/**
 * The receptionist's corpus and its cooperative patient, for the server's run through the sandbox
 * (apps/server/src/modules/assistant/corpus.test.ts): the conversations, the goal checks and the
 * report are the domain's own, written once (corpus-clinic.ts, corpus-run.ts, corpus-report.ts).
 */
export { corpusConversations } from '../../corpus/index.ts';
export type { CorpusConversation, CorpusIntent, Country } from '../../corpus/kit.ts';
export {
  type CorpusAppointment,
  type CorpusClinic,
  type CorpusOutcome,
  type CorpusPatientView,
  type CorpusWaitEntry,
  corpusPatientOf,
  othersBooked,
} from './corpus-clinic.ts';
export { reportOf } from './corpus-report.ts';
export { playCorpusConversation } from './corpus-run.ts';
