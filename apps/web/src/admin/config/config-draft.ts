import { type Config, type ConfigInput, parseHHMM } from '@recepta/domain';

/** What the configuration screen edits: the config less the palette, which it keeps as it is. */
export type ConfigDraft = Omit<Config, 'palette'>;

export function draftOf(config: Config): ConfigDraft {
  const { palette: _kept, ...draft } = config;
  return draft;
}

/**
 * docs/product.md#configuration: hours whose close is not after open (or that are missing) are replaced by 08:00–18:00
 * by the server; the screen says so before saving.
 */
export function hoursFallBack(draft: ConfigDraft): boolean {
  const open = parseHHMM(draft.openTime);
  const close = parseHHMM(draft.closeTime);
  return open === undefined || close === undefined || close <= open;
}

/** The POST body. An emptied time is left out (the server's default applies) rather than refused. */
export function inputOf(draft: ConfigDraft, palette: readonly string[]): ConfigInput {
  return {
    ...draft,
    openTime: parseHHMM(draft.openTime) === undefined ? undefined : draft.openTime,
    closeTime: parseHHMM(draft.closeTime) === undefined ? undefined : draft.closeTime,
    palette: [...palette],
  };
}

export function sameDraft(a: ConfigDraft, b: ConfigDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
