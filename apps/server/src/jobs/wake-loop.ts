import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { type Listener, listenOn } from '../realtime/listener.ts';

/**
 * Work the wake loop runs: the job runner's (planned messages, jobs, timed jobs) and the channel's
 * sending (docs/architecture.md#the-wake-loop). Each is a lane of its own: a lane's round never
 * waits for another's (a reply is not held behind a mail that waits on SMTP).
 */
export interface WakeWork {
  /** For the logs. */
  name: string;
  /** The NOTIFY channel whose payload (epoch milliseconds) says something becomes due for this work. */
  channel: string;
  /**
   * One round: everything due now (the loop runs it again at once when kicked meanwhile). Calls
   * `progress` after each batch, so a long round is not taken as stuck.
   */
  round(lane: LaneState): Promise<void>;
  /** When this work's next thing is due (epoch milliseconds; Infinity for nothing known). */
  nextDue(): Promise<number>;
}

/** What a round sees of its lane. */
export interface LaneState {
  /** The lane (or the whole loop) is closing: start nothing new. */
  closed(): boolean;
  /** A batch finished: the lane is not stuck. */
  progress(): void;
}

/** One registered work, as its owner drives it. */
export interface Lane {
  /** Run a round soon (something was queued or became due). */
  kick(): void;
  /** Resolves when no round of this lane is running or asked for. */
  idle(): Promise<void>;
  /** Working or waiting for its next wake-up, and not stuck in a round. */
  alive(): boolean;
  /** Stops after the round under way (a round checks `closed()` between batches); wakes no more. */
  close(): Promise<void>;
  closed(): boolean;
}

export interface WakeLoop {
  register(work: WakeWork): Lane;
  /** Every lane alive (readiness, docs/deploy.md#health-checks). */
  alive(): boolean;
  /** Closes every lane still open, then the LISTEN. */
  close(): Promise<void>;
}

export interface WakeLoopOptions {
  database: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Listen for wake-ups (off in tests that drive the work by hand). */
  listen?: boolean;
}

/** The longest sleep: a lost NOTIFY costs at most this much delay. */
const MAX_SLEEP_MS = 30_000;
/** A round that has not finished a batch for this long is taken as stuck. */
const STUCK_MS = 120_000;
/** After a failed round (the database away for a moment), the next try. */
const RETRY_MS = 1_000;

interface LaneRecord {
  work: WakeWork;
  running: Promise<void> | undefined;
  again: boolean;
  closed: boolean;
  /** When the lane is to wake next (Infinity while running or never). */
  wakeAt: number;
  /** When the lane last asked for a wake-up: a NOTIFY for something sooner wakes it. */
  plannedWake: number;
  progressAt: number;
}

/**
 * The one wake loop of a server instance (docs/architecture.md#the-wake-loop): one timer, one LISTEN
 * connection for every lane's channel, and for each lane the round bookkeeping — a kick during a
 * round runs another at once, a failed round tries again after a second, after a round the lane
 * sleeps until its next thing is due (at most MAX_SLEEP_MS, so a lost NOTIFY costs at most that) or
 * until a NOTIFY says something sooner came in. Leases and row locks stay with the work itself
 * (runner.ts, the channel's dispatcher): instances share nothing but the database.
 */
export function createWakeLoop(options: WakeLoopOptions): WakeLoop {
  const { log, now } = options;
  const lanes: LaneRecord[] = [];
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  const listeners: Promise<Listener | undefined>[] = [];
  let pendingChannels: string[] = [];

  /** The timer is set for the soonest lane's wake-up. */
  const arm = () => {
    if (closed) return;
    const soonest = Math.min(...lanes.map((l) => l.wakeAt));
    if (soonest === timerAt && timer) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    timerAt = soonest;
    if (!Number.isFinite(soonest)) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        const at = now().getTime();
        for (const lane of lanes) if (lane.wakeAt <= at) kick(lane);
        arm();
      },
      Math.max(0, soonest - now().getTime()),
    );
    timer.unref();
  };

  const sleepUntil = (lane: LaneRecord, at: number) => {
    if (closed || lane.closed) return;
    const t = now().getTime();
    lane.wakeAt = t + Math.max(0, Math.min(at - t, MAX_SLEEP_MS));
    lane.plannedWake = lane.wakeAt;
    arm();
  };

  const state = (lane: LaneRecord): LaneState => ({
    closed: () => closed || lane.closed,
    progress: () => {
      lane.progressAt = Date.now();
    },
  });

  const round = async (lane: LaneRecord) => {
    do {
      lane.again = false;
      await lane.work.round(state(lane));
      lane.progressAt = Date.now();
    } while (lane.again && !closed && !lane.closed);
    if (!closed && !lane.closed) sleepUntil(lane, await lane.work.nextDue());
  };

  const kick = (lane: LaneRecord) => {
    if (closed || lane.closed) return;
    if (lane.running) {
      lane.again = true;
      return;
    }
    // Awake now: the timer's wake-up for it is spent.
    lane.wakeAt = Number.POSITIVE_INFINITY;
    lane.progressAt = Date.now();
    lane.running = round(lane)
      .catch((err: unknown) => {
        log.error({ err, work: lane.work.name }, 'wake loop round failed');
        sleepUntil(lane, now().getTime() + RETRY_MS);
      })
      .finally(() => {
        lane.running = undefined;
        if (lane.again) kick(lane);
      });
  };

  const onMessage = (payload: string, channel: string) => {
    // The payload is when the new thing is due: wake a lane only if that is before its planned wake.
    const at = Number(payload);
    for (const lane of lanes) {
      if (lane.work.channel !== channel) continue;
      if (!Number.isFinite(at) || at <= lane.plannedWake) kick(lane);
    }
  };

  // The channels of the lanes registered in one turn share one LISTEN (one connection on PostgreSQL).
  const listened = new Set<string>();
  const listenSoon = (channel: string) => {
    if (options.listen === false || listened.has(channel)) return;
    listened.add(channel);
    pendingChannels.push(channel);
    if (pendingChannels.length > 1) return;
    queueMicrotask(() => {
      const channels = pendingChannels;
      pendingChannels = [];
      if (closed) return;
      listeners.push(
        listenOn(options.database, {
          channel: channels,
          onMessage,
          onReconnect: () => {
            for (const lane of lanes) if (channels.includes(lane.work.channel)) kick(lane);
          },
          onError: (err) => log.warn({ err }, 'wake loop listener error'),
        })
          .then(async (l) => {
            if (!closed) return l;
            await l.close();
            return undefined;
          })
          .catch((err: unknown) => {
            log.error({ err }, 'wake loop listener could not start');
            return undefined;
          }),
      );
    });
  };

  const closeLane = async (lane: LaneRecord) => {
    lane.closed = true;
    lane.wakeAt = Number.POSITIVE_INFINITY;
    arm();
    await lane.running;
  };

  return {
    register(work) {
      const lane: LaneRecord = {
        work,
        running: undefined,
        again: false,
        closed: false,
        wakeAt: Number.POSITIVE_INFINITY,
        plannedWake: Number.POSITIVE_INFINITY,
        progressAt: Date.now(),
      };
      lanes.push(lane);
      listenSoon(work.channel);
      kick(lane);
      return {
        kick: () => kick(lane),
        async idle() {
          while (lane.running) await lane.running;
        },
        alive: () =>
          !closed &&
          !lane.closed &&
          (lane.running ? Date.now() - lane.progressAt < STUCK_MS : Number.isFinite(lane.wakeAt)),
        close: () => closeLane(lane),
        closed: () => closed || lane.closed,
      };
    },
    alive: () =>
      !closed &&
      lanes.every((l) =>
        l.closed ? false : l.running ? Date.now() - l.progressAt < STUCK_MS : Number.isFinite(l.wakeAt),
      ),
    async close() {
      await Promise.all(lanes.map(closeLane));
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (const l of await Promise.all(listeners)) await l?.close();
    },
  };
}
