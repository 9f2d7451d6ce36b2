import { type Config, type ConfigInput, weekdayNames, weeklyHoursIssues, weeklyHoursOf } from '@recepta/domain';

/**
 * What the configuration screen edits: the config less the palette, which it keeps as it is, with the
 * opening hours always as seven days (docs/product.md#opening-hours).
 */
export type ConfigDraft = Omit<Config, 'palette' | 'weeklyHours'> & { weeklyHours: NonNullable<Config['weeklyHours']> };

export function draftOf(config: Config): ConfigDraft {
  const { palette: _kept, ...draft } = config;
  return { ...draft, weeklyHours: weeklyHoursOf(config) };
}

/**
 * What is wrong with the draft's hours, per day (the domain's rules, as the server answers them), and
 * the week-wide problem (every day closed), so the screen says it before saving.
 */
export function hoursProblems(draft: ConfigDraft): { byDay: string[][]; week: string[]; ranges: Set<string> } {
  const byDay: string[][] = weekdayNames.map(() => []);
  const week: string[] = [];
  // "day-range" of each range at fault, so its fields show as invalid.
  const ranges = new Set<string>();
  for (const issue of weeklyHoursIssues(draft.weeklyHours, draft.increment)) {
    const day = issue.path[1];
    // Under the day's own row its name would repeat: "Lunes: el cierre…" reads "El cierre…".
    const text = issue.message.replace(/^[^:]+: (.)/, (_, first: string) => first.toUpperCase());
    if (typeof day === 'number') byDay[day]?.push(text);
    else week.push(issue.message);
    if (typeof day === 'number' && typeof issue.path[2] === 'number') ranges.add(`${day}-${issue.path[2]}`);
  }
  return { byDay, week, ranges };
}

/** The POST body: the weekly hours, from which the server derives openTime/closeTime. */
export function inputOf(draft: ConfigDraft, palette: readonly string[]): ConfigInput {
  const { openTime: _open, closeTime: _close, ...rest } = draft;
  return { ...rest, palette: [...palette] };
}
