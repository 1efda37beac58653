import { Hono } from "hono";
import { IMAGE_WIDTHS } from "../../app/lib/images.ts";
import type { Services } from "../services.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Serves stored image variants; a key's bytes never change, so they are cached for a year. */
export function imagesRoute(services: Services) {
  return new Hono().get("/:key/:file", async (c) => {
    const m = /^(\d{2,4})\.webp$/.exec(c.req.param("file"));
    const width = Number(m?.[1]);
    const data = m && (IMAGE_WIDTHS as readonly number[]).includes(width) ? await services.images.get(c.req.param("key"), width) : null;
    if (!data) return c.json({ error: "not_found", message: "Image not found" }, 404);
    return c.body(new Uint8Array(data), 200, { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE });
  });
}
