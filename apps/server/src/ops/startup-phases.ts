/**
 * When each step of a start finished, in milliseconds since the process started (performance's
 * time origin), logged once at info: where a slow start goes is read off the log, not guessed.
 * Steps that run at the same time (the database opening while the modules load) each get their
 * own mark, so the log shows which of them the start waited for.
 */
export function startupPhases() {
  const marks: Record<string, number> = {};
  return {
    mark(step: string) {
      marks[step] = Math.round(performance.now());
    },
    done(): Record<string, number> {
      return { ...marks };
    },
  };
}
