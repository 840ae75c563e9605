/**
 * `work` over every item, at most `limit` at a time, answers in the items' order. The first failure is thrown
 * once the calls already started have settled, and no further item is started after it.
 */
export async function boundedMap<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejection = outcomes.find((outcome) => outcome.status === 'rejected');
  if (rejection) throw rejection.reason;
  return results;
}
