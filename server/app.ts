import { Hono } from "hono";
import { adminApi } from "./api/admin.ts";
import { cartApi } from "./api/cart.ts";
import { categoriesApi } from "./api/categories.ts";
import { imagesRoute } from "./api/images.ts";
import { ordersApi } from "./api/orders.ts";
import { paymentsApi } from "./api/payments.ts";
import { productsApi } from "./api/products.ts";
import { offersApi, requestsApi } from "./api/requests.ts";
import { ApiError, handleError } from "./http/errors.ts";
import { securityHeaders } from "./http/security-headers.ts";
import type { Services } from "./services.ts";

export interface AppOptions {
  /** Renders every non-API path (React Router's request handler). */
  web?: (request: Request) => Promise<Response>;
  /** Extra routes mounted before the web handler (static assets in production). */
  beforeWeb?: (app: Hono) => void;
}

/** The whole HTTP surface, built from services so tests can run it in-process with `app.request()`. */
export function createApp(services: Services, options: AppOptions = {}) {
  const app = new Hono();
  app.onError(handleError);
  app.use(securityHeaders({ hsts: services.config.publicUrl.startsWith("https://") }));

  const api = new Hono();
  api.route("/products", productsApi(services));
  api.route("/categories", categoriesApi(services));
  api.route("/cart", cartApi(services));
  api.route("/orders", ordersApi(services));
  api.route("/", paymentsApi(services));
  api.route("/admin", adminApi(services));
  api.route("/requests", requestsApi(services));
  api.route("/offers", offersApi(services));
  api.all("*", () => {
    throw new ApiError(404, "not_found", "No such API endpoint");
  });
  app.route("/api", api);
  app.route("/images", imagesRoute(services));

  options.beforeWeb?.(app);
  const web = options.web;
  if (web) app.all("*", (c) => web(c.req.raw));
  return app;
}
