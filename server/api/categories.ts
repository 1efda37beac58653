import { Hono } from "hono";
import { requestLang } from "../http/lang.ts";
import type { Services } from "../services.ts";

export function categoriesApi(services: Services) {
  return new Hono().get("/", async (c) => c.json(await services.catalog.listCategories(requestLang(c))));
}
