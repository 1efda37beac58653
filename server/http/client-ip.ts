import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The caller's address for rate limits; behind a proxy the server sees the proxy's address. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process";
  }
}
