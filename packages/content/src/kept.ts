/**
 * A store of results computed once per key, for work that depends on its key alone and is asked
 * again soon (a text's words, a dictionary lookup): past `limit` keys it forgets them all at once,
 * so a long-running server keeps no more than that.
 */
export function keptAtMost<V>(limit: number): (key: string, compute: () => V) => V {
  const kept = new Map<string, V>();
  return (key, compute) => {
    if (kept.has(key)) return kept.get(key) as V;
    if (kept.size >= limit) kept.clear();
    const value = compute();
    kept.set(key, value);
    return value;
  };
}
