import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { ORDER_STATUSES, REQUEST_STATUSES, REQUEST_TYPES } from "../db/schema.ts";
import { SESSION_HOURS } from "../domain/auth/auth-service.ts";
import { acceptImageUpload, MAX_IMAGE_BYTES } from "../domain/images/upload.ts";
import { MANUAL_STATUSES } from "../domain/orders/order-admin.ts";
import { presentedToken, requireAdmin, SESSION_COOKIE } from "../http/admin-session.ts";
import { clientIp } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody, parseWith } from "../http/validate.ts";
import type { Services } from "../services.ts";

const loginSchema = z.object({
  username: z.string().trim().min(1, "Please enter your username.").max(100),
  password: z.string().min(1, "Please enter your password.").max(200),
});

const orderFilter = z.object({ status: z.enum(ORDER_STATUSES).optional(), q: z.string().trim().max(100).optional() });
const statusChange = z.object({
  status: z.enum(MANUAL_STATUSES, { error: `The status must be one of: ${MANUAL_STATUSES.join(", ")}.` }),
  trackingNumber: z.string().trim().min(3, "Please enter the tracking number.").max(100).optional(),
});
const requestFilter = z.object({ status: z.enum(REQUEST_STATUSES).optional(), type: z.enum(REQUEST_TYPES).optional() });
const requestStatusChange = z.object({
  status: z.enum(REQUEST_STATUSES, { error: `The status must be one of: ${REQUEST_STATUSES.join(", ")}.` }),
});
const offerSchema = z.object({
  price: z.coerce
    .number({ error: "The price must be a number." })
    .positive("The price must be greater than 0.")
    .max(100000, "The price is too high."),
  description: z.string().trim().min(5, "Please describe the piece you offer.").max(5000),
});
const numericId = (raw: string, what: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(404, "not_found", `${what} not found`);
  return Number(raw);
};
const orderId = (raw: string) => numericId(raw, "Order");

export function adminApi({ auth, config, productAdmin, orderAdmin, payments, images, requests, offers }: Services) {
  const api = new Hono<{ Variables: { admin: { userId: number; username: string } } }>();
  api.post("/login", async (c) => {
    const { username, password } = parseWith(loginSchema, await jsonBody(c));
    const session = await auth.login(username, password, clientIp(c));
    setCookie(c, SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: "Strict",
      secure: config.publicUrl.startsWith("https://"),
      path: "/",
      maxAge: SESSION_HOURS * 3600,
    });
    return c.json({ token: session.token, expiresAt: session.expiresAt.toISOString() });
  });

  api.use("*", requireAdmin(auth, config.publicUrl));
  api.post("/logout", async (c) => {
    const { token } = presentedToken(c);
    if (token) await auth.logout(token);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json({ success: true });
  });
  api.get("/me", (c) => c.json(c.get("admin")));
  api.get("/products", async (c) => c.json(await productAdmin.list()));
  api.get("/orders", async (c) =>
    c.json(await orderAdmin.list(parseWith(orderFilter, { status: c.req.query("status") || undefined, q: c.req.query("q") || undefined }))),
  );
  api.get("/orders/:id", async (c) => c.json(await orderAdmin.detail(orderId(c.req.param("id")))));
  api.post("/orders/:id/status", async (c) => {
    const { status, trackingNumber } = parseWith(statusChange, await jsonBody(c));
    return c.json(await orderAdmin.setStatus(orderId(c.req.param("id")), status, trackingNumber));
  });
  api.post("/orders/:id/refund", async (c) => {
    const id = orderId(c.req.param("id"));
    await payments.refund(id);
    return c.json(await orderAdmin.detail(id));
  });
  api.get("/requests", async (c) =>
    c.json(
      await requests.list(parseWith(requestFilter, { status: c.req.query("status") || undefined, type: c.req.query("type") || undefined })),
    ),
  );
  api.get("/requests/:id", async (c) => c.json(await requests.detail(numericId(c.req.param("id"), "Request"))));
  api.patch("/requests/:id", async (c) => {
    const { status } = parseWith(requestStatusChange, await jsonBody(c));
    return c.json(await requests.setStatus(numericId(c.req.param("id"), "Request"), status));
  });
  api.post("/requests/:id/offer", async (c) => {
    const offer = parseWith(offerSchema, await jsonBody(c));
    return c.json(await offers.makeOffer(numericId(c.req.param("id"), "Request"), offer), 201);
  });
  api.get("/requests/:id/attachments/:attachmentId", async (c) => {
    const file = await requests.attachment(numericId(c.req.param("id"), "Request"), numericId(c.req.param("attachmentId"), "Attachment"));
    // Always a download with the type we determined, never rendered inline on our origin.
    return c.body(new Uint8Array(file.data), 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]+/g, "_")}"`,
      "Cache-Control": "private, no-store",
    });
  });
  api.post("/images", async (c) => {
    const length = Number(c.req.header("content-length") ?? 0);
    if (length > MAX_IMAGE_BYTES + 64 * 1024) throw new ApiError(413, "too_large", "Image size must be less than 5MB.");
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) throw new ApiError(400, "not_an_image", "Please select an image file.");
    const url = await acceptImageUpload(images, Buffer.from(await file.arrayBuffer()));
    return c.json({ url }, 201);
  });
  return api;
}
