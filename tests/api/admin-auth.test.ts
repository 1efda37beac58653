import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "../../server/db/schema.ts";
import { jsonRequest } from "../support/checkout-helpers.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin("owner", PASSWORD);
});
afterAll(() => t.close());

const login = (username: string, password: string) => jsonRequest(t.app, "POST", "/api/admin/login", { username, password });

describe("POST /api/admin/login", () => {
  it("returns a token and sets an httpOnly SameSite cookie", async () => {
    const res = await login("owner", PASSWORD);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^[\w-]{40,}$/);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("admin_session=");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    // Only a hash of the token is stored.
    expect(await t.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, token))).toEqual([]);
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const wrong = await login("owner", "not the password");
    const unknown = await login("nobody", "not the password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("limits attempts per username with a clear 429", async () => {
    await t.services.auth.ensureAdmin("victim", PASSWORD);
    for (let i = 0; i < 5; i++) expect((await login("victim", `guess-${i}`)).status).toBe(401);
    const limited = await login("victim", PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: "Too many login attempts. Please wait 15 minutes and try again." });
  });
});

describe("admin routes", () => {
  it("need a valid session: none, forged, logged-out and expired tokens get 401", async () => {
    const { token } = (await (await login("owner", PASSWORD)).json()) as { token: string };
    const me = (bearer?: string) =>
      jsonRequest(t.app, "GET", "/api/admin/me", undefined, bearer ? { authorization: `Bearer ${bearer}` } : {});
    expect((await me(token)).status).toBe(200);
    expect((await me()).status).toBe(401);
    expect((await me("forged-token-value")).status).toBe(401);
    await t.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(token)).status).toBe(401);
    const fresh = ((await (await login("owner", PASSWORD)).json()) as { token: string }).token;
    expect((await jsonRequest(t.app, "POST", "/api/admin/logout", undefined, { authorization: `Bearer ${fresh}` })).status).toBe(200);
    expect((await me(fresh)).status).toBe(401);
  });

  it("accept the cookie for writes only from the shop's own pages", async () => {
    const res = await login("owner", PASSWORD);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    const write = (headers: Record<string, string>) =>
      jsonRequest(t.app, "POST", "/api/products", { name: "X", price: 1, categoryId: 1 }, { cookie, ...headers });
    expect((await write({ origin: "https://evil.example" })).status).toBe(403);
    expect((await write({ "sec-fetch-site": "same-origin" })).status).not.toBe(403);
  });

  it.each([
    ["POST", "/api/products"],
    ["PATCH", "/api/products/1"],
    ["DELETE", "/api/products/1"],
    ["GET", "/api/admin/products"],
    ["POST", "/api/admin/images"],
  ])("%s %s refuses requests without the admin's token", async (method, path) => {
    const res = await jsonRequest(t.app, method, path, method === "GET" || method === "DELETE" ? undefined : {});
    expect(res.status).toBe(401);
  });
});
