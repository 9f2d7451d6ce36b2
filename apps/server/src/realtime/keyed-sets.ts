/**
 * The subscriber bookkeeping every live hub shares (agenda, inbox, member streams): members kept
 * in a set per key (an organisation, or an organisation and a person), a key with no member left
 * forgotten, so a notice for a key nobody here listens to costs one map lookup.
 */
export class KeyedSets<M> {
  private readonly sets = new Map<string, Set<M>>();

  /** Adds `member` under `key`; returns its removal (safe to call more than once). */
  add(key: string, member: M): () => void {
    let set = this.sets.get(key);
    if (!set) {
      set = new Set();
      this.sets.set(key, set);
    }
    set.add(member);
    return () => {
      const current = this.sets.get(key);
      current?.delete(member);
      if (current?.size === 0) this.sets.delete(key);
    };
  }

  has(key: string): boolean {
    return this.sets.has(key);
  }

  /** The members under `key`, copied: a member may remove itself while the caller walks them. */
  of(key: string): M[] {
    const set = this.sets.get(key);
    return set ? [...set] : [];
  }

  /** Every member, copied (see `of`). */
  all(): M[] {
    return [...this.sets.values()].flatMap((set) => [...set]);
  }

  clear(): void {
    this.sets.clear();
  }
}
