import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "../support/checkout-helpers.ts";
import { makeCategory, makeProduct } from "../support/factories.ts";
import { createTestApp } from "../support/test-app.ts";

/** A real SMTP peer on loopback: nodemailer speaks the protocol to it exactly as to a mail provider. */
const received: { envelope: string[]; mail: ParsedMail }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      received.push({ envelope: session.envelope.rcptTo.map((r) => r.address), mail });
      callback();
    }, callback);
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_USER: "shop",
    SMTP_PASS: "secret",
    OWNER_EMAIL: "owner@holzwerk.example",
  });
  productId = (
    await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id, name: "Wooden Clock", nameDe: "Holzuhr", priceCents: 8000 })
  ).id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (address: string, subject: RegExp) =>
  received.find((r) => r.envelope.includes(address) && subject.test(r.mail.subject ?? ""))?.mail;

describe("order e-mails over SMTP", () => {
  it("sends the English confirmation and the owner's notice", async () => {
    const order = await placeOrder(t.app, productId, 1, { customerEmail: "emma@example.com" });
    const shopper = mailTo("emma@example.com", /^Your order #/);
    expect(shopper?.subject).toBe(`Your order #${order.id} at Holzwerk`);
    expect(shopper?.text).toContain("1 × Wooden Clock – €80.00");
    expect(shopper?.text).toContain("Shipping (Standard shipping): Free");
    expect(shopper?.text).toContain("Total: €80.00");
    expect(shopper?.text).toContain("What's next?");
    expect(shopper?.from?.text).toContain("hello@holzwerk.example");
    expect(mailTo("owner@holzwerk.example", /^New order #/)?.replyTo?.text).toContain("emma@example.com");
  });

  it("writes to a German shopper in German", async () => {
    const order = await placeOrder(t.app, productId, 2, { customerEmail: "jonas@example.com", lang: "de", shippingMethod: "expedited" });
    const shopper = mailTo("jonas@example.com", /^Deine Bestellung/);
    expect(shopper?.subject).toBe(`Deine Bestellung #${order.id} bei Holzwerk`);
    expect(shopper?.text).toContain("2 × Holzuhr – 160,00\u00a0€");
    expect(shopper?.text).toContain("Versand (Expressversand): 14,95\u00a0€");
    expect(shopper?.text).toContain("Gesamt: 174,95\u00a0€");
    expect(shopper?.text).toContain("Wie geht es weiter?");
  });
});
