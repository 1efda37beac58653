import type { Hono } from "hono";
import type { Services } from "../../server/services.ts";
import { jsonRequest } from "./checkout-helpers.ts";

export const ADMIN = { username: "owner", password: "correct horse battery" };

/** Creates the admin and logs in; returns the spec §6 bearer header. */
export async function adminHeaders(app: Hono, services: Services): Promise<Record<string, string>> {
  await services.auth.ensureAdmin(ADMIN.username, ADMIN.password);
  const { token } = (await (await jsonRequest(app, "POST", "/api/admin/login", ADMIN)).json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
