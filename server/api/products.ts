import { Hono } from "hono";
import { notFound } from "../http/errors.ts";
import { requestLang } from "../http/lang.ts";
import type { Services } from "../services.ts";

export function productsApi(services: Services) {
  return new Hono()
    .get("/", async (c) => c.body(await services.catalog.productsJson(requestLang(c)), 200, { "Content-Type": "application/json" }))
    .get("/:key", async (c) => {
      const product = await services.catalog.getProduct(c.req.param("key"), requestLang(c));
      if (!product) throw notFound("Product not found");
      return c.json(product);
    });
}
