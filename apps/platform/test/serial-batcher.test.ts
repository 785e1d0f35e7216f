import { describe, expect, it } from 'vitest';
import { serialBatcher } from '../src/shared/serial-batcher.ts';

/** A batch function whose batches finish when the test says so. */
function controlled() {
  const batches: { keys: number[]; finish: (out?: (string | Error)[]) => void; fail: (e: Error) => void }[] =
    [];
  let running = 0;
  let mostAtOnce = 0;
  const run = (keys: readonly number[]) =>
    new Promise<(string | Error)[]>((resolve, reject) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      const done = () => running--;
      batches.push({
        keys: [...keys],
        finish: (out) => {
          done();
          resolve(out ?? keys.map((k) => `v${k}`));
        },
        fail: (e) => {
          done();
          reject(e);
        },
      });
    });
  return { run, batches, mostAtOnce: () => mostAtOnce };
}

const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((r) => setImmediate(r));
};

describe('serialBatcher', () => {
  it('sends what arrives in one turn together, and what arrives while a batch runs as the next batch, one at a time', async () => {
    const c = controlled();
    const b = serialBatcher(c.run, { max: 100 });
    const first = [b.load(1), b.load(2)];
    await until(() => c.batches.length === 1);
    expect(c.batches[0]!.keys).toEqual([1, 2]);
    // Three more while the first batch runs: they wait, then go as one batch.
    const more = [b.load(3), b.load(4)];
    await new Promise((r) => setImmediate(r));
    const last = b.load(5);
    await new Promise((r) => setImmediate(r));
    expect(c.batches).toHaveLength(1);
    c.batches[0]!.finish();
    expect(await Promise.all(first)).toEqual(['v1', 'v2']);
    await until(() => c.batches.length === 2);
    expect(c.batches[1]!.keys).toEqual([3, 4, 5]);
    c.batches[1]!.finish();
    expect(await Promise.all([...more, last])).toEqual(['v3', 'v4', 'v5']);
    expect(c.mostAtOnce()).toBe(1);
  });

  it('never puts more than max keys in a batch', async () => {
    const c = controlled();
    const b = serialBatcher(c.run, { max: 2 });
    const all = [1, 2, 3, 4, 5].map((k) => b.load(k));
    await until(() => c.batches.length === 1);
    c.batches[0]!.finish();
    await until(() => c.batches.length === 2);
    c.batches[1]!.finish();
    await until(() => c.batches.length === 3);
    c.batches[2]!.finish();
    expect(await Promise.all(all)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
    expect(c.batches.map((x) => x.keys)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('an Error in a result fails that key alone; a failed batch fails its keys, and the next batch still runs', async () => {
    const c = controlled();
    const b = serialBatcher(c.run, { max: 100 });
    const one = b.load(1).catch((e: Error) => e.message);
    const two = b.load(2);
    await until(() => c.batches.length === 1);
    const later = b.load(3).catch((e: Error) => e.message);
    c.batches[0]!.finish([new Error('no wallet'), 'v2']);
    expect(await one).toBe('no wallet');
    expect(await two).toBe('v2');
    await until(() => c.batches.length === 2);
    c.batches[1]!.fail(new Error('connection lost'));
    expect(await later).toBe('connection lost');
    const after = b.load(4);
    await until(() => c.batches.length === 3);
    c.batches[2]!.finish();
    expect(await after).toBe('v4');
  });
});
