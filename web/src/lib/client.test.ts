import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api.ts";
import { call } from "./client.ts";

/** Records each request and answers `answer` with `status`. */
function stubFetch(status: number, answer: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("call", () => {
  it("fills the path's parameters and sends the body as JSON with the entry's method", async () => {
    const fetch = stubFetch(200, { groups: [] });
    const saved = await call("PUT /api/menu/:id/option-groups", { params: { id: 7 }, body: { groups: [] } });
    expect(saved).toEqual({ groups: [] });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/menu/7/option-groups");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe('{"groups":[]}');
  });

  it("encodes a parameter, so a value cannot change the path", async () => {
    const fetch = stubFetch(200, { success: true, archived: false });
    await call("DELETE /api/menu/:id", { params: { id: "1/../2" } });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/menu/1%2F..%2F2");
  });

  it("raises the server's failure as apiRequest does", async () => {
    stubFetch(403, { error: "Not allowed", code: "forbidden" });
    const failure = await call("GET /api/menu").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe("forbidden");
  });

  it("is checked by tsc against the contract's entries", () => {
    // Each line below must fail to compile; tsc fails when one stops failing (the expect-error goes unused).
    const typeErrors = () => [
      // @ts-expect-error a path no entry declares
      call("GET /api/menuu"),
      // @ts-expect-error the path's parameter is missing
      call("DELETE /api/menu/:id"),
      // @ts-expect-error a body field the entry's schema does not have
      call("PUT /api/menu/:id/option-groups", { params: { id: 1 }, body: { group: [] } }),
      // @ts-expect-error an answer field the entry's schema does not have
      call("GET /api/menu").then((menu) => menu[0]?.nonexistent),
    ];
    expect(typeof typeErrors).toBe("function");
  });
});
