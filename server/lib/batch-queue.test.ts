import { describe, expect, it } from "vitest";
import { BatchQueue } from "./batch-queue.ts";

/** A queue doubling numbers, recording each run; a run holding `refused` fails. */
function doubling(
  limits: {
    maxItems: number;
    maxRunning: number;
    startBeside?: number;
    retryAlone?: (error: unknown) => boolean;
  },
  refused?: number,
) {
  const runs: number[][] = [];
  const releases: (() => void)[] = [];
  const gate = { held: false };
  const queue = new BatchQueue<number, number>(async (items) => {
    runs.push(items);
    if (gate.held) await new Promise<void>((resolve) => releases.push(resolve));
    if (refused !== undefined && items.includes(refused)) throw new Error(`refused ${refused}`);
    return items.map((item) => item * 2);
  }, limits);
  return {
    queue,
    runs,
    gate,
    open: () => {
      for (const release of releases.splice(0)) release();
    },
  };
}

/** Long enough for the queue's microtasks and timers to have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Item 1 in a run held open, then items 2 and 3, one fewer than `startBeside`, waiting beside it. */
async function oneHeldTwoWaiting() {
  const doubled = doubling({ maxItems: 10, maxRunning: 2, startBeside: 3 });
  doubled.gate.held = true;
  const first = doubled.queue.submit(1);
  await settle();
  const few = [2, 3].map((n) => doubled.queue.submit(n));
  await settle();
  expect(doubled.runs).toEqual([[1]]);
  return { ...doubled, first, few };
}

describe("BatchQueue", () => {
  it("writes what is submitted together in one run and answers each item its own result", async () => {
    const { queue, runs } = doubling({ maxItems: 10, maxRunning: 1 });
    expect(await Promise.all([1, 2, 3].map((n) => queue.submit(n)))).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it("a lone item runs at once; items arriving while runs are busy wait for the next one", async () => {
    const { queue, runs, gate, open } = doubling({ maxItems: 10, maxRunning: 1 });
    gate.held = true;
    const first = queue.submit(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => queue.submit(n));
    await settle();
    expect(runs).toEqual([[1]]);
    gate.held = false;
    open();
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });

  it("keeps to its limits: at most maxItems per run", async () => {
    const { queue, runs } = doubling({ maxItems: 2, maxRunning: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => queue.submit(n)));
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("starts a run beside a running one only for startBeside items; fewer wait for the next run", async () => {
    const { queue, runs, gate, open, first, few } = await oneHeldTwoWaiting();
    const more = [4, 5].map((n) => queue.submit(n));
    await settle();
    expect(runs).toEqual([[1], [2, 3, 4, 5]]);
    gate.held = false;
    open();
    expect(await Promise.all([first, ...few, ...more])).toEqual([2, 4, 6, 8, 10]);
    const alone = queue.submit(6);
    expect(await alone).toBe(12);
    expect(runs).toEqual([[1], [2, 3, 4, 5], [6]]);
  });

  it("what waited for the running run, too few to start beside it, runs as soon as that one is done", async () => {
    const { runs, gate, open, first, few } = await oneHeldTwoWaiting();
    gate.held = false;
    open();
    expect(await Promise.all([first, ...few])).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it("when a run fails, writes each of its items alone: only the refused one fails", async () => {
    const { queue, runs } = doubling({ maxItems: 10, maxRunning: 1 }, 2);
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => queue.submit(n)));
    expect(outcomes).toEqual([
      { status: "fulfilled", value: 2 },
      { status: "rejected", reason: new Error("refused 2") },
      { status: "fulfilled", value: 6 },
    ]);
    expect(runs).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it("fails every item of a run as it is when retryAlone turns the error down (a commit that may have gone through)", async () => {
    const { queue, runs } = doubling({ maxItems: 10, maxRunning: 1, retryAlone: () => false }, 2);
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => queue.submit(n)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(runs).toEqual([[1, 2, 3]]);
  });
});
