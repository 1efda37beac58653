import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AdminIdentity, AuthService } from "../domain/auth/auth-service.ts";
import { ApiError } from "./errors.ts";

export const SESSION_COOKIE = "admin_session";

/** The session token a request presents: spec §6 bearer header, or the httpOnly cookie. */
export function presentedToken(c: Context): { token?: string; viaCookie: boolean } {
  const bearer = /^Bearer (\S+)$/.exec(c.req.header("authorization") ?? "")?.[1];
  if (bearer) return { token: bearer, viaCookie: false };
  return { token: getCookie(c, SESSION_COOKIE), viaCookie: true };
}

/**
 * Admin only. A write that relies on the cookie must come from our own pages (Origin or
 * Sec-Fetch-Site), so another site cannot make the owner's browser send it (CSRF).
 */
export function requireAdmin(auth: AuthService, publicUrl: string): MiddlewareHandler<{ Variables: { admin: AdminIdentity } }> {
  const ownOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const { token, viaCookie } = presentedToken(c);
    const admin = await auth.identify(token);
    if (!admin) throw new ApiError(401, "unauthorized", "Please log in as the shop's admin.");
    if (viaCookie && c.req.method !== "GET" && c.req.method !== "HEAD") {
      const origin = c.req.header("origin");
      const sameSite = c.req.header("sec-fetch-site") === "same-origin";
      if (!sameSite && origin !== ownOrigin && origin !== new URL(c.req.url).origin) {
        throw new ApiError(403, "cross_site", "This request must come from the shop's own pages.");
      }
    }
    c.set("admin", admin);
    await next();
  };
}
