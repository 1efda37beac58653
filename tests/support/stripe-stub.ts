import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { message: string } | null;
}

/**
 * A local stand-in for the parts of the Stripe HTTP API the adapter uses, so the tests exercise the
 * official SDK's real requests (form-encoded bodies, idempotency keys, auth) over the wire.
 */
export async function startStripeStub() {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
  const requests: { method: string; path: string; body: URLSearchParams; headers: http.IncomingHttpHeaders }[] = [];
  const refunds: string[] = [];

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => {
      raw += d;
    });
    req.on("end", () => {
      const body = new URLSearchParams(raw);
      const path = req.url ?? "";
      requests.push({ method: req.method ?? "", path, body, headers: req.headers });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(4).toString("hex")}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== "Bearer sk_test_stub")
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && path === "/v1/payment_intents") {
        const key = String(req.headers["idempotency-key"] ?? "");
        const existing = byIdempotencyKey.get(key);
        if (existing) return send(200, existing);
        const id = `pi_${randomBytes(8).toString("hex")}`;
        const intent: Intent = {
          id,
          object: "payment_intent",
          amount: Number(body.get("amount")),
          amount_received: 0,
          currency: body.get("currency") ?? "eur",
          status: "requires_payment_method",
          client_secret: `${id}_secret_${randomBytes(4).toString("hex")}`,
          metadata: { orderId: body.get("metadata[orderId]") ?? "" },
          latest_charge: null,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      const get = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(path);
      if (req.method === "GET" && get) {
        const intent = intents.get(get[1]!);
        return intent ? send(200, intent) : send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        refunds.push(body.get("payment_intent") ?? "");
        return send(200, { id: `re_${randomBytes(4).toString("hex")}`, object: "refund", status: "succeeded" });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    intents,
    requests,
    refunds,
    /** What happens when the shopper completes (or fails) the Payment Element. */
    settleIntent(id: string, outcome: "succeeded" | "failed") {
      const intent = intents.get(id)!;
      if (outcome === "succeeded")
        Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: `ch_${id}` });
      else Object.assign(intent, { status: "requires_payment_method", last_payment_error: { message: "Your card was declined." } });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
