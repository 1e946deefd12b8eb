/**
 * A load that runs once, with its promise marked the way React's `use` reads one: once it has settled,
 * `use` returns its value at once instead of suspending for a render. That is what lets a page whose
 * code has already loaded render it in its first commit. A failed load (offline, say) is not
 * remembered: the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (current) return current;
    const loading = load();
    current = loading;
    loading.then(
      (value) => Object.assign(loading, { status: "fulfilled", value }),
      (reason) => {
        if (current === loading) current = null;
        Object.assign(loading, { status: "rejected", reason });
      },
    );
    return loading;
  };
}
