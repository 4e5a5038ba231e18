/**
 * Group commit for a busy write path: what callers submit while earlier writes are still running waits for
 * the next run, and one run handles all of it (one transaction, one commit, a few statements for many rows).
 * A lone caller's item starts at once (after the current tick, so items submitted together share a run), so a
 * quiet shop pays nothing for it (decision 25).
 *
 * `write` answers one result per item, in the items' order. When a run of several fails, each of its items is
 * written again alone, so one item's refusal (a points balance too low, say) is its own and not its
 * neighbours'; the run it failed in was one transaction and left nothing behind. An error `retryAlone` turns
 * down fails every item of the run as it is: a connection lost during the commit may have committed it, and
 * writing the items again could store them twice.
 */
export class BatchQueue<T, R> {
  private waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly limits: {
      maxItems: number;
      maxRunning: number;
      /**
       * How many items must wait before a run starts beside one still running (default 1). Fewer wait for the
       * running one to finish and join the next run: under a rush, a run started for the one or two items that
       * arrived in between costs a whole transaction's statements for them
       * (docs/decisions/0025-orders-share-a-transaction.md, addendum).
       */
      startBeside?: number;
      retryAlone?: (error: unknown) => boolean;
    },
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        this.start();
      });
    });
  }

  private start() {
    while (this.running < this.limits.maxRunning && this.waiting.length > 0) {
      if (this.running > 0 && this.waiting.length < (this.limits.startBeside ?? 1)) return;
      const run = this.waiting.splice(0, this.limits.maxItems);
      this.running += 1;
      this.run(run).finally(() => {
        this.running -= 1;
        this.start();
      });
    }
  }

  private async run(run: BatchQueue<T, R>["waiting"]) {
    try {
      const results = await this.write(run.map((entry) => entry.item));
      for (const [index, entry] of run.entries()) entry.resolve(results[index]!);
    } catch (error) {
      if (run.length === 1 || this.limits.retryAlone?.(error) === false) {
        for (const entry of run) entry.reject(error);
        return;
      }
      await Promise.all(
        run.map((entry) =>
          this.write([entry.item]).then(
            ([result]) => entry.resolve(result!),
            (alone) => entry.reject(alone),
          ),
        ),
      );
    }
  }
}
