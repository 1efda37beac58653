import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminHeaders } from "../support/admin.ts";
import { jsonRequest, orderForm } from "../support/checkout-helpers.ts";
import { makeCategory, newCartId } from "../support/factories.ts";
import { readOutbox, recipient } from "../support/outbox.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await makeCategory(t.db);
  auth = await adminHeaders(t.app, t.services);
});
afterAll(() => t.close());

describe("an offer for a request", () => {
  it("is e-mailed as a link that puts the piece in a cart, and its order leads back to the request", async () => {
    const { id: requestId } = (await (
      await jsonRequest(t.app, "POST", "/api/requests/quote", {
        name: "Mia",
        email: "mia@example.com",
        quote: "Our house as a wooden relief",
        lang: "de",
      })
    ).json()) as { id: number };
    const offered = await jsonRequest(
      t.app,
      "POST",
      `/api/admin/requests/${requestId}/offer`,
      { price: 149.5, description: "Relief of your house, walnut, 40x30 cm" },
      auth,
    );
    expect(offered.status).toBe(201);
    const { url } = (await offered.json()) as { url: string };

    const mail = (await readOutbox(t.services.config.dataDir)).find(
      (m) => recipient(m) === "mia@example.com" && /Angebot/.test(m.subject ?? ""),
    );
    expect(mail?.text).toContain("Relief of your house, walnut, 40x30 cm");
    expect(mail?.text).toContain("149,50\u00a0€");
    expect(mail?.text).toContain(url);

    const token = url.split("/").pop()!;
    expect(await (await t.app.request(`/api/offers/${token}`)).json()).toMatchObject({ requestId, price: 149.5 });
    expect((await t.app.request("/api/offers/not-a-real-token")).status).toBe(404);
    const listed = (await (await t.app.request("/api/products")).json()) as { name: string }[];
    expect(listed.some((p) => p.name.includes("Mia"))).toBe(false);

    const cartId = newCartId();
    const { productId } = (await (await t.app.request(`/api/offers/${token}`)).json()) as { productId: number };
    expect((await jsonRequest(t.app, "POST", "/api/cart", { cartId, productId, quantity: 1 })).status).toBe(404);
    expect((await jsonRequest(t.app, "POST", `/api/offers/${token}/cart`, { cartId })).status).toBe(201);
    const order = (await (await jsonRequest(t.app, "POST", "/api/orders", orderForm(cartId))).json()) as {
      id: number;
      totalAmount: number;
    };
    expect(order.totalAmount).toBe(149.5);
    const detail = (await (await jsonRequest(t.app, "GET", `/api/admin/orders/${order.id}`, undefined, auth)).json()) as {
      requestIds: number[];
    };
    expect(detail.requestIds).toEqual([requestId]);
    const request = (await (await jsonRequest(t.app, "GET", `/api/admin/requests/${requestId}`, undefined, auth)).json()) as {
      status: string;
    };
    expect(request.status).toBe("answered");
  });

  it("needs a price, a description and the admin", async () => {
    const { id } = (await (
      await jsonRequest(t.app, "POST", "/api/requests/quote", { name: "Ben", email: "ben@example.com", quote: "A sign" })
    ).json()) as { id: number };
    expect(
      (await jsonRequest(t.app, "POST", `/api/admin/requests/${id}/offer`, { price: 0, description: "Something nice" }, auth)).status,
    ).toBe(400);
    expect((await jsonRequest(t.app, "POST", `/api/admin/requests/${id}/offer`, { price: 20 }, auth)).status).toBe(400);
    expect((await jsonRequest(t.app, "POST", `/api/admin/requests/${id}/offer`, { price: 20, description: "Something nice" })).status).toBe(
      401,
    );
  });
});
