import { describe, expect, it } from 'vitest';
import { ReadLimiter } from '../../../../src/worker/enrich/readLimiter';

/** A task that settles when released, recording when it started. */
function held(started: string[], name: string) {
  let release: () => void = () => undefined;
  const task = () => {
    started.push(name);
    return new Promise<string>((resolve) => {
      release = () => {
        resolve(name);
      };
    });
  };
  return {
    task,
    release: () => {
      release();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ReadLimiter', () => {
  it('gives a free connection to the lowest rank waiting, first come first served within a rank', async () => {
    const started: string[] = [];
    const freed: number[] = [];
    const limiter = new ReadLimiter(1, () => freed.push(started.length));
    const first = held(started, 'first');
    void limiter.run(first.task, 5);
    const tasks = [
      ['late', 9],
      ['early-a', 2],
      ['early-b', 2],
      ['earliest', 1],
    ].map(([name, rank]) => {
      const task = held(started, String(name));
      void limiter.run(task.task, Number(rank));
      return task;
    });
    expect(started).toEqual(['first']);
    expect(limiter.demand).toBe(5);
    first.release();
    for (const task of [tasks[3], tasks[1], tasks[2], tasks[0]]) {
      await flush();
      task?.release();
    }
    await flush();
    expect(started).toEqual(['first', 'earliest', 'early-a', 'early-b', 'late']);
    // Told once the last read left its connection with nothing waiting.
    expect(freed).toEqual([5]);
    expect(limiter.maxInFlight).toBe(1);
    expect(limiter.demand).toBe(0);
  });

  it('starts more waiting reads as soon as its limit grows (the protocol became known)', async () => {
    const started: string[] = [];
    let limit = 1;
    const limiter = new ReadLimiter(() => limit);
    const tasks = ['a', 'b', 'c', 'd'].map((name) => {
      const task = held(started, name);
      void limiter.run(task.task);
      return task;
    });
    expect(started).toEqual(['a']);
    limit = 3;
    tasks[0]?.release();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(limiter.maxInFlight).toBe(3);
  });

  it('refuses a concurrency that is not a positive integer', async () => {
    expect(() => new ReadLimiter(0)).toThrow(RangeError);
    expect(() => new ReadLimiter(1.5)).toThrow(RangeError);
    await expect(new ReadLimiter(() => 0).run(() => Promise.resolve())).rejects.toThrow(RangeError);
  });
});
