import { type Config, type ShopContact, shopContact } from "./config.ts";
import type { Db } from "./db/client.ts";
import { CartService } from "./domain/cart/cart-service.ts";
import { CatalogService } from "./domain/catalog/catalog-service.ts";
import { OrderService } from "./domain/orders/order-service.ts";
import { createMailer, type Mailer } from "./integrations/email/mailer.ts";
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
  mailer: Mailer;
}

export function createServices(deps: { config: Config; db: Db; images: ImageStore; mailer?: Mailer }): Services {
  const mailer = deps.mailer ?? createMailer(deps.config);
  return {
    ...deps,
    mailer,
    shop: shopContact(deps.config),
    catalog: new CatalogService(deps.db),
    cart: new CartService(deps.db),
    orders: new OrderService(deps.db, mailer, deps.config),
  };
}
