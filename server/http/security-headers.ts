import type { MiddlewareHandler } from "hono";

/** Safe defaults on every response; pages add their own Content-Security-Policy (entry.server). */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.hsts) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  };
}
