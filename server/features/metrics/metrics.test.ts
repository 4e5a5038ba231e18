import { describe, expect, it } from "vitest";
import { addMenuItems, useTestShop } from "../../test/harness.ts";

/** GET /metrics: off unless METRICS_TOKEN is set, then for its bearer only, in Prometheus' text format. */

const token = "a-metrics-token-for-tests";

describe("without METRICS_TOKEN", () => {
  const shop = useTestShop();
  it("answers 404, with or without a token", async () => {
    expect((await shop.client().get("/metrics")).status).toBe(404);
    expect((await shop.client().get("/metrics", { authorization: `Bearer ${token}` })).status).toBe(404);
  });
});

describe("with METRICS_TOKEN", () => {
  const shop = useTestShop({ metricsToken: token });

  it("answers 401 without the bearer token or with another", async () => {
    for (const authorization of [undefined, "Bearer wrong", token, `Basic ${token}`]) {
      const res = await shop.client().get("/metrics", authorization ? { authorization } : {});
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(JSON.stringify(res.body)).not.toMatch(/shop_/);
    }
  });

  it("shows request times by route, orders placed, sockets, the outbox, the database and the process", async () => {
    const [tea] = await addMenuItems(shop, [{ name: "Metered Shaah", priceCents: 300 }]);
    const placed = await shop.client().post("/api/orders/simple", {
      name: "Guest",
      email: "guest@example.com",
      items: [{ menuItemId: tea!.id, quantity: 1 }],
      paymentMethod: "cash",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await shop.client().get("/api/menu");
    await shop.client().get("/api/orders/999999");

    const res = await shop.client().get("/metrics", { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body as string;
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/menu",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="POST",route="\/api\/orders\/simple",status="201"\} 1/,
    );
    // Ids are not labels: the route's pattern is.
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(text).toMatch(/shop_orders_placed_total\{type="pickup",payment_method="cash"\} [1-9]/);
    expect(text).toMatch(/shop_outbox_unsent\{status="stored"\} [1-9]/);
    expect(text).toMatch(/shop_db_ping_seconds \d/);
    for (const name of [
      "shop_websockets_open",
      "shop_pushes_sent_total",
      "shop_payment_status_changes_total",
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });
});
