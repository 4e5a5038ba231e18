import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";

/**
 * docs/architecture.md "Security" and decision 6: helmet built once and run from an `onRequest` hook.
 * Scripts come only from our own origin (the built app has no inline script) and, when Stripe is configured,
 * from Stripe's hosts (`providerSources`). Styles keep 'unsafe-inline': Radix positions its popovers and sonner
 * its toasts through style attributes, and the test gateway's page carries its own small <style>.
 */
export interface SecurityHeaderOptions {
  /** The public address is https: HSTS, and every http subresource is upgraded. */
  https: boolean;
  /** The payment provider's extra sources, by directive (Stripe's script, frame and API hosts). */
  providerSources: Record<string, string[]>;
}

/** Browser features the shop never uses; payment stays open to the provider's frames (wallet buttons). */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const provider = options.providerSources;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: provider.scriptSrc ?? ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Fonts are self-hosted; a menu item's picture may be an image address an admin pasted.
        fontSrc: ["'self'", "data:"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: provider.connectSrc ?? ["'self'"],
        frameSrc: provider.frameSrc ?? ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const paymentFrames = (provider.frameSrc ?? []).filter((source) => source.startsWith("https://"));
  const payment = paymentFrames.length ? ["self", ...paymentFrames.map((source) => `"${source}"`)] : [];
  const permissions = [
    ...deniedFeatures.map((feature) => `${feature}=()`),
    `payment=(${payment.join(" ")})`,
  ].join(", ");

  // Nothing in this configuration depends on the request (no nonces, HSTS whatever the scheme), so helmet runs
  // once here and each request replays what it did: its chain of a dozen middlewares per request cost more
  // than the headers themselves under load (bench/menu.ts, bench/orders.ts).
  const steps: Array<[name: string, value: string | undefined]> = [["permissions-policy", permissions]];
  const recorder = {
    setHeader: (name: string, value: string) => steps.push([name, value]),
    removeHeader: (name: string) => steps.push([name, undefined]),
  };
  headers({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of steps) {
      if (value === undefined) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    done();
  });
}

/**
 * Headers that only a document (or a worker) acts on. A hashed script, style or font under /assets/ never is
 * one, so it goes without them: on mall Wi-Fi over HTTP/1.1 they were about 800 bytes on each of the first
 * load's scripts (docs/architecture.md#budgets). `nosniff`, the resource policy, the referrer policy and HSTS
 * stay.
 */
const documentOnlyHeaders = [
  "content-security-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/** For a static file that is never a page (decision 20). */
export function dropDocumentOnlyHeaders(reply: FastifyReply): void {
  for (const name of documentOnlyHeaders) reply.raw.removeHeader(name);
}
