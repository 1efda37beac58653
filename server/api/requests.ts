import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { isLang } from "../../app/i18n/languages.ts";
import type { RequestType } from "../db/schema.ts";
import { cartIdSchema } from "../domain/cart/cart-schemas.ts";
import { contactSchema, customOrderSchema, quoteSchema } from "../domain/requests/request-schemas.ts";
import type { IncomingFile } from "../domain/requests/request-service.ts";
import { clientIp } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { requestLang } from "../http/lang.ts";
import { jsonBody, parseWith } from "../http/validate.ts";
import type { Services } from "../services.ts";

/** The custom-order form may carry files, so it arrives as multipart; the others as JSON. */
async function readForm(c: Context): Promise<{ fields: Record<string, unknown>; files: IncomingFile[] }> {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    const body = await jsonBody(c);
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw new ApiError(400, "validation", "The request body must be an object.");
    return { fields: body as Record<string, unknown>, files: [] };
  }
  const form = await c.req.formData().catch(() => {
    throw new ApiError(400, "validation", "The form could not be read.");
  });
  const fields: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (value.size > 0) files.push({ name: value.name || "attachment", data: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}

export function requestsApi({ requests }: Services) {
  const api = new Hono();
  const route = (
    path: string,
    type: RequestType,
    schema: z.ZodType<Record<string, string | undefined> & { name: string }>,
    withFiles: boolean,
  ) =>
    api.post(path, async (c) => {
      const { fields, files } = await readForm(c);
      const lang = isLang(fields.lang) ? fields.lang : requestLang(c);
      const { lang: _lang, ...rest } = fields;
      const input = parseWith(schema, rest, lang);
      if (!withFiles && files.length > 0) throw new ApiError(400, "validation", "This form takes no attachments.");
      return c.json(await requests.submit(type, input, lang, clientIp(c), files), 201);
    });
  route("/custom-order", "custom_order", customOrderSchema, true);
  route("/quote", "quote", quoteSchema, false);
  route("/contact", "contact", contactSchema, false);
  return api;
}

/** The customer's side of an offer: read it through its secret link, and put it into the cart. */
export function offersApi({ offers }: Services) {
  return new Hono()
    .get("/:token", async (c) => c.json(await offers.read(c.req.param("token"))))
    .post("/:token/cart", async (c) => {
      const { cartId } = parseWith(z.object({ cartId: cartIdSchema }), await jsonBody(c));
      const header = c.req.header("x-cart-id");
      if (header && header !== cartId) throw new ApiError(404, "not_found", "Cart not found");
      return c.json(await offers.addToCart(c.req.param("token"), cartId), 201);
    });
}
