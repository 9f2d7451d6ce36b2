import type { RequestActor } from '../http/actor.ts';
import type { Bootstrap } from '../modules/bootstrap/read-bootstrap.ts';

/** What every signed-in page load of the panel carries, read for its caller. */
export interface PanelPageData {
  bootstrap: Bootstrap;
  /** The instant of the page load, in epoch milliseconds. */
  now: number;
  actor: RequestActor;
}
