import path from "node:path";
import { type Config, type ShopContact, shopContact } from "./config.ts";
import type { Db } from "./db/client.ts";
import { AuthService } from "./domain/auth/auth-service.ts";
import { CartService } from "./domain/cart/cart-service.ts";
import { CatalogService } from "./domain/catalog/catalog-service.ts";
import { ProductAdminService } from "./domain/catalog/product-admin.ts";
import { OrderAdminService } from "./domain/orders/order-admin.ts";
import { OrderService } from "./domain/orders/order-service.ts";
import { PaymentService } from "./domain/payments/payment-service.ts";
import { OfferService } from "./domain/requests/offer-service.ts";
import { RequestService } from "./domain/requests/request-service.ts";
import { createMailer, type Mailer } from "./integrations/email/mailer.ts";
import { type PaymentProviders, paymentProvidersFrom } from "./integrations/payments/registry.ts";
import { DiskFileStore } from "./integrations/storage/file-store.ts";
import type { ImageStore } from "./integrations/storage/image-store.ts";

/** Everything the API and the page loaders share; built once at start, or per test. */
export interface Services {
  config: Config;
  db: Db;
  images: ImageStore;
  shop: ShopContact;
  catalog: CatalogService;
  cart: CartService;
  orders: OrderService;
  payments: PaymentService;
  auth: AuthService;
  productAdmin: ProductAdminService;
  orderAdmin: OrderAdminService;
  requests: RequestService;
  offers: OfferService;
  mailer: Mailer;
}

export function createServices(deps: {
  config: Config;
  db: Db;
  images: ImageStore;
  mailer?: Mailer;
  paymentProviders?: PaymentProviders;
}): Services {
  const mailer = deps.mailer ?? createMailer(deps.config);
  const orders = new OrderService(deps.db, mailer, deps.config);
  const providers = deps.paymentProviders ?? paymentProvidersFrom(deps.config);
  const catalog = new CatalogService(deps.db);
  const cart = new CartService(deps.db);
  return {
    config: deps.config,
    db: deps.db,
    images: deps.images,
    mailer,
    shop: shopContact(deps.config),
    catalog,
    productAdmin: new ProductAdminService(deps.db, catalog),
    orderAdmin: new OrderAdminService(deps.db, mailer, deps.config),
    requests: new RequestService(deps.db, new DiskFileStore(path.join(deps.config.dataDir, "attachments")), mailer, deps.config),
    auth: new AuthService(deps.db),
    cart,
    offers: new OfferService(deps.db, cart, mailer, deps.config),
    orders,
    payments: new PaymentService(deps.db, orders, mailer, deps.config, providers),
  };
}
