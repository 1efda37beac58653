import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { categories, customerRequests, products, requestOffers } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Mailer } from "../../integrations/email/mailer.ts";
import type { CartService } from "../cart/cart-service.ts";
import { toCents } from "../money.ts";
import { offerMail } from "./request-emails.ts";

const offerNotFound = () => new ApiError(404, "not_found", "This offer does not exist or is no longer available.");

/**
 * The owner answers a request with a price and a description. The offer becomes an unlisted product,
 * so the customer buys it through the normal cart, checkout and payment, and its order leads back to the request.
 */
export class OfferService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
    private readonly mailer: Mailer,
    private readonly config: Config,
  ) {}

  async makeOffer(requestId: number, offer: { price: number; description: string }) {
    const [request] = await this.db.select().from(customerRequests).where(eq(customerRequests.id, requestId));
    if (!request) throw new ApiError(404, "not_found", "Request not found");
    if (!request.email) throw new ApiError(409, "no_email", "This request has no e-mail address to send an offer to.");
    const token = randomBytes(24).toString("base64url");
    const created = await this.db.transaction(async (tx) => {
      const [category] = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1);
      if (!category) throw new ApiError(409, "no_category", "Create a category first.");
      const [product] = await tx
        .insert(products)
        .values({
          categoryId: category.id,
          name: `Custom piece for ${request.name} (request #${request.id})`,
          nameDe: `Individuelles Stück für ${request.name} (Anfrage #${request.id})`,
          slug: `custom-request-${request.id}-${randomBytes(4).toString("hex")}`,
          description: offer.description,
          descriptionDe: offer.description,
          priceCents: toCents(offer.price),
          listed: false,
          requestId: request.id,
        })
        .returning();
      const [row] = await tx.insert(requestOffers).values({ requestId: request.id, productId: product!.id, token }).returning();
      await tx.update(customerRequests).set({ status: "answered" }).where(eq(customerRequests.id, request.id));
      return { offer: row!, product: product! };
    });
    await this.mailer.send(offerMail(this.config, request, offer, `${this.config.publicUrl}/offers/${token}`));
    return { id: created.offer.id, productId: created.product.id, url: `/offers/${token}` };
  }

  /** What the customer sees behind the link. */
  async read(token: string) {
    const [row] = await this.db
      .select({ product: products, requestId: requestOffers.requestId })
      .from(requestOffers)
      .innerJoin(products, eq(products.id, requestOffers.productId))
      .where(eq(requestOffers.token, token));
    if (!row?.product.inStock) throw offerNotFound();
    return {
      token,
      requestId: row.requestId,
      productId: row.product.id,
      name: row.product.name,
      nameDe: row.product.nameDe,
      description: row.product.description,
      price: row.product.priceCents / 100,
    };
  }

  /** Puts the offered piece into the customer's cart (once; adding again raises the quantity). */
  async addToCart(token: string, cartId: string) {
    const offer = await this.read(token);
    return this.cart.add({ cartId, productId: offer.productId, quantity: 1, customizations: {} }, { viaOffer: true });
  }
}
