import { describe, expect, it } from "vitest";
import { backupsToPrune } from "./retention.ts";

const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) });

describe("backupsToPrune", () => {
  it("keeps everything while there are fewer than 7 days of backups", () => {
    const backups = ["2026-11-20T09:00:00Z", "2026-11-21T09:00:00Z", "2026-11-22T09:00:00Z"].map(at);
    expect(backupsToPrune(backups)).toEqual([]);
  });

  it("keeps the newest of a day and removes the earlier ones of that day", () => {
    const backups = ["2026-11-20T09:00:00Z", "2026-11-20T15:00:00Z", "2026-11-20T20:00:00Z"].map(at);
    expect(backupsToPrune(backups).map((b) => b.name)).toEqual([
      "2026-11-20T15:00:00Z",
      "2026-11-20T09:00:00Z",
    ]);
  });

  it("keeps 7 daily and the newest of 4 weeks from 60 nightly backups", () => {
    const nightly = Array.from({ length: 60 }, (_, i) =>
      at(new Date(Date.UTC(2026, 9, 1 + i, 9)).toISOString()),
    );
    const pruned = new Set(backupsToPrune(nightly));
    const kept = nightly.filter((b) => !pruned.has(b)).map((b) => b.name.slice(0, 10));
    // 29 Nov (a Sunday) back to 23 Nov daily; the three weeks before by their Sunday.
    expect(kept).toEqual([
      "2026-11-08",
      "2026-11-15",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });
});
