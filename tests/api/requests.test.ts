import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRequests, requestAttachments } from "../../server/db/schema.ts";
import { adminHeaders } from "../support/admin.ts";
import { jsonRequest } from "../support/checkout-helpers.ts";
import { readOutbox, recipient } from "../support/outbox.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => jsonRequest(t.app, "POST", `/api/requests/${path}`, body);
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

function multipart(fields: Record<string, string>, files: { name: string; data: Buffer | string }[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("files", new Blob([typeof f.data === "string" ? f.data : new Uint8Array(f.data)]), f.name);
  return t.app.request("/api/requests/custom-order", { method: "POST", body: form });
}

describe("quote requests", () => {
  it("are stored with every choice and answered by e-mail in the sender's language", async () => {
    const res = await post("quote", {
      name: "Lena",
      email: "lena@example.com",
      quote: "Our family tree",
      preferredSize: "large",
      woodType: "walnut",
      finish: "stained",
      additionalDetails: "Names of 6 people",
      lang: "de",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(customerRequests).where(eq(customerRequests.id, id));
    expect(row).toMatchObject({ type: "quote", status: "new", lang: "de", email: "lena@example.com" });
    expect(row!.fields).toMatchObject({
      quote: "Our family tree",
      preferredSize: "large",
      woodType: "walnut",
      finish: "stained",
      contactMethod: "email",
    });
    const mails = await readOutbox(t.services.config.dataDir);
    expect(mails.find((m) => recipient(m) === "lena@example.com")?.text).toContain("innerhalb von 24 Stunden");
    expect(mails.find((m) => recipient(m) === t.services.config.ownerEmail && /Lena/.test(m.subject ?? ""))?.text).toContain(
      "Our family tree",
    );
  });

  it.each([
    [{ email: "lena@example.com", quote: "x" }, "name"],
    [{ name: "Lena", email: "nope", quote: "x" }, "email"],
    [{ name: "Lena", email: "lena@example.com" }, "quote"],
    [{ name: "Lena", email: "lena@example.com", quote: "x", woodType: "plastic" }, "woodType"],
  ])("refuses %o naming the field", async (body, field) => {
    const res = await post("quote", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });
});

describe("contact messages", () => {
  it("need the e-mail or the phone that was chosen", async () => {
    expect((await post("contact", { name: "Max", preferredContact: "email", message: "Hi" })).status).toBe(400);
    expect((await post("contact", { name: "Max", preferredContact: "phone", email: "max@example.com", message: "Hi" })).status).toBe(400);
    expect((await post("contact", { name: "Max", preferredContact: "phone", phone: "+49 170 1111111", message: "Hi" })).status).toBe(201);
  });

  it("drop what a bot sends through the honeypot, with a friendly reply", async () => {
    const res = await post("contact", {
      name: "Bot",
      preferredContact: "email",
      email: "bot@example.com",
      message: "spam",
      website: "http://spam.example",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: null });
    expect(await t.db.select().from(customerRequests).where(eq(customerRequests.name, "Bot"))).toEqual([]);
  });
});

describe("custom orders", () => {
  it("store images and PDFs with the request", async () => {
    const res = await multipart({ name: "Ida", email: "ida@example.com", projectDescription: "A sign for our café" }, [
      { name: "sketch.png", data: PNG },
      { name: "brief.pdf", data: "%PDF-1.7\n..." },
    ]);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const files = await t.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, id));
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      ["sketch.png", "image/png"],
      ["brief.pdf", "application/pdf"],
    ]);
  });

  it.each([
    ["a script named .png", [{ name: "x.png", data: "<script>alert(1)</script>" }], 400, "x.png is not an image or PDF file."],
    [
      "a file over 10 MB",
      [{ name: "big.pdf", data: Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(10 * 1024 * 1024)]) }],
      413,
      "big.pdf is too large (max 10MB).",
    ],
    ["six files", Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, data: PNG })), 400, "Please attach at most 5 files."],
  ])("refuse %s and store nothing", async (_what, files, status, message) => {
    const res = await multipart({ name: "Refused", email: "refused@example.com" }, files);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await t.db.select().from(customerRequests).where(eq(customerRequests.name, "Refused"))).toEqual([]);
  });
});

describe("rate limit", () => {
  it("lets a person send a few requests, then asks to wait", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await post("contact", { name: "Flood", preferredContact: "phone", phone: "+49 170 2222222", message: `m${i}` })).status,
      );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
  });
});

describe("the owner's inbox", () => {
  it("lists by status and type, shows attachments as downloads and moves requests along", async () => {
    const auth = await adminHeaders(t.app, t.services);
    const admin = (method: string, path: string, body?: unknown) => jsonRequest(t.app, method, `/api/admin/requests${path}`, body, auth);
    const created = (await (
      await multipart({ name: "Inbox Test", email: "inbox@example.com" }, [{ name: "idea.png", data: PNG }])
    ).json()) as { id: number };

    const custom = (await (await admin("GET", "?type=custom_order&status=new")).json()) as { id: number; type: string }[];
    expect(custom[0]!.id).toBe(created.id);
    expect(custom.every((r) => r.type === "custom_order")).toBe(true);
    const detail = (await (await admin("GET", `/${created.id}`)).json()) as { attachments: { id: number; filename: string }[] };
    const file = await admin("GET", `/${created.id}/attachments/${detail.attachments[0]!.id}`);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="idea.png"');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await admin("GET", `/${created.id + 1000}/attachments/${detail.attachments[0]!.id}`)).status).toBe(404);

    expect(((await (await admin("PATCH", `/${created.id}`, { status: "answered" })).json()) as { status: string }).status).toBe("answered");
    expect((await admin("PATCH", `/${created.id}`, { status: "lost" })).status).toBe(400);
    expect((await admin("GET", "?type=spam")).status).toBe(400);
    expect((await jsonRequest(t.app, "GET", "/api/admin/requests")).status).toBe(401);
  });
});
