/**
 * Open event streams by organisation and person, so that removing a member (or changing their
 * role) ends their live agenda and inbox at once (docs/architecture.md#roles-and-permissions).
 * In process: another instance's streams of that person end at their next reconnect, when the
 * org guard refuses them.
 */
const open = new Map<string, Set<() => void>>();

const keyOf = (orgId: string, userId: string) => `${orgId}:${userId}`;

/** Remembers a stream's close; returns its forget (call it when the stream ends). */
export function trackMemberStream(orgId: string, userId: string, close: () => void): () => void {
  const key = keyOf(orgId, userId);
  let set = open.get(key);
  if (!set) {
    set = new Set();
    open.set(key, set);
  }
  set.add(close);
  return () => {
    const current = open.get(key);
    current?.delete(close);
    if (current?.size === 0) open.delete(key);
  };
}

/** Ends every open stream of that person in that organisation; answers how many. */
export function closeMemberStreams(orgId: string, userId: string): number {
  const set = open.get(keyOf(orgId, userId));
  if (!set) return 0;
  const closes = [...set];
  for (const close of closes) close();
  return closes.length;
}
