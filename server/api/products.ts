import { Hono } from "hono";
import { createProductSchema, updateProductSchema } from "../domain/catalog/product-schema.ts";
import { requireAdmin } from "../http/admin-session.ts";
import { notFound } from "../http/errors.ts";
import { requestLang } from "../http/lang.ts";
import { jsonBody, parseWith } from "../http/validate.ts";
import type { Services } from "../services.ts";

const productId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound("Product not found");
  return Number(raw);
};

export function productsApi(services: Services) {
  const { catalog, productAdmin, auth, config } = services;
  // Spec §6: reads are public; writes carry the admin's bearer token.
  const admin = requireAdmin(auth, config.publicUrl);
  return new Hono()
    .get("/", async (c) => c.body(await catalog.productsJson(requestLang(c)), 200, { "Content-Type": "application/json" }))
    .get("/:key", async (c) => {
      const product = await catalog.getProduct(c.req.param("key"), requestLang(c));
      if (!product) throw notFound("Product not found");
      return c.json(product);
    })
    .post("/", admin, async (c) => c.json(await productAdmin.create(parseWith(createProductSchema, await jsonBody(c))), 201))
    .patch("/:id", admin, async (c) => {
      const id = productId(c.req.param("id"));
      return c.json(await productAdmin.update(id, parseWith(updateProductSchema, await jsonBody(c))));
    })
    .delete("/:id", admin, async (c) => {
      await productAdmin.remove(productId(c.req.param("id")));
      return c.json({ success: true });
    });
}
