/**
 * Work that goes to the database in batches, one batch at a time. What arrives while a batch runs waits for it, and
 * everything waiting then goes as the next batch (up to `max`): under load the batches grow to what arrived in one
 * batch's time, and a request that comes alone goes alone after one turn of the event loop (so the requests of one
 * turn go together).
 *
 * DataLoader batches what arrives in one turn and runs the batches side by side; this runs them one after the other.
 * That is what money statements want: two batches in flight at once would lock wallets against each other.
 */
export type SerialBatcher<K, V> = { load(key: K): Promise<V> };

export function serialBatcher<K, V>(
  run: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  { max }: { max: number },
): SerialBatcher<K, V> {
  type Waiting = { key: K; resolve: (v: V) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let busy = false;

  async function drain() {
    while (queue.length) {
      const batch = queue.slice(0, max);
      queue = queue.slice(batch.length);
      try {
        const out = await run(batch.map((w) => w.key));
        if (out.length !== batch.length)
          throw new Error(`serialBatcher: ${out.length} results for ${batch.length} keys`);
        batch.forEach((w, i) => {
          const v = out[i] as V | Error;
          if (v instanceof Error) w.reject(v);
          else w.resolve(v);
        });
      } catch (e) {
        for (const w of batch) w.reject(e);
      }
    }
    busy = false;
  }

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        queue.push({ key, resolve, reject });
        if (!busy) {
          busy = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
