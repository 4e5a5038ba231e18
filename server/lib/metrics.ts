import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The shop's Prometheus metrics, one registry per process: counters are bumped where things happen (a few
 * nanoseconds each, whether or not anyone scrapes), and `GET /metrics` (features/metrics) shows them when
 * METRICS_TOKEN is set. Names and labels are documented in docs/operations.md.
 */
export const metricsRegistry = new Registry();

export const requestDuration = new Histogram({
  name: "shop_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern, method and status code",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: "shop_orders_placed_total",
  help: "Orders stored, by pickup or delivery and payment method",
  labelNames: ["type", "payment_method"] as const,
  registers: [metricsRegistry],
});

export const paymentChanges = new Counter({
  name: "shop_payment_status_changes_total",
  help: "Payment status changes of orders and payment attempts, by new status (paid, refunded, failed …)",
  labelNames: ["subject", "to"] as const,
  registers: [metricsRegistry],
});

export const openSockets = new Gauge({
  name: "shop_websockets_open",
  help: "Live-update WebSockets open on this instance",
  registers: [metricsRegistry],
});

export const pushesSent = new Counter({
  name: "shop_pushes_sent_total",
  help: "Messages pushed to open WebSockets",
  registers: [metricsRegistry],
});
