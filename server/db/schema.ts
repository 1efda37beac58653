import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Money is stored as integer cents (DESIGN rule 1); the API still shows decimals as the spec does.

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameDe: text("name_de").notNull().default(""),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  descriptionDe: text("description_de"),
  imageUrl: text("image_url").notNull().default(""),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    nameDe: text("name_de").notNull().default(""),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    descriptionDe: text("description_de").notNull().default(""),
    details: text("details"),
    detailsDe: text("details_de"),
    priceCents: integer("price_cents").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    customizable: boolean("customizable").notNull().default(false),
    customizationOptions: jsonb("customization_options"),
    materials: text("materials").array().notNull().default(sql`'{}'::text[]`),
    width: numeric("width", { precision: 6, scale: 1, mode: "number" }),
    height: numeric("height", { precision: 6, scale: 1, mode: "number" }),
    depth: numeric("depth", { precision: 6, scale: 1, mode: "number" }),
    showInGallery: boolean("show_in_gallery").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    inStock: boolean("in_stock").notNull().default(true),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** False for a custom piece offered to one customer: buyable through its offer link, not listed in the shop. */
    listed: boolean("listed").notNull().default(true),
    /** The custom-order or quote request this piece was offered for. */
    requestId: integer("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    check("products_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("products_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check("products_review_count_nonnegative", sql`${t.reviewCount} >= 0`),
    check("products_size_positive", sql`coalesce(${t.width}, 1) > 0 and coalesce(${t.height}, 1) > 0 and coalesce(${t.depth}, 1) > 0`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: text("cart_id").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    customizations: jsonb("customizations").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product and personalisation; adding the same again raises the quantity.
    uniqueIndex("cart_items_line_unique").on(t.cartId, t.productId, t.customizations),
    check("cart_items_quantity_min", sql`${t.quantity} >= 1`),
  ],
);

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "in_production",
  "shipped",
  "delivered",
  "payment_failed",
  "cancelled",
  "refunded",
  "needs_review",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    cartId: text("cart_id").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    shippingAddress: text("shipping_address").notNull(),
    billingAddress: text("billing_address").notNull(),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    shippingMethod: text("shipping_method").$type<"standard" | "expedited">().notNull().default("standard"),
    paymentMethod: text("payment_method").$type<"card" | "paypal">().notNull().default("card"),
    notes: text("notes"),
    lang: text("lang").$type<"en" | "de">().notNull().default("en"),
    /** sha256 of the token that lets an e-mail link read the order without the cart id. */
    accessTokenHash: text("access_token_hash").notNull().default(""),
    /** Client-chosen key that makes a repeated submit return the first order instead of a new one. */
    idempotencyKey: text("idempotency_key").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_cart_idx").on(t.cartId),
    check("orders_total_nonnegative", sql`${t.totalCents} >= 0`),
    check("orders_total_sum", sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents}`),
  ],
);

/** Order lines are snapshots: later price changes or deleted products never alter a placed order. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    customizations: jsonb("customizations").$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_min", sql`${t.quantity} >= 1`),
    check("order_items_price_nonnegative", sql`${t.unitPriceCents} >= 0`),
  ],
);

export const workshops = pgTable(
  "workshops",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    date: text("date").notNull(),
    time: text("time").notNull(),
    priceCents: integer("price_cents").notNull(),
    capacity: integer("capacity").notNull(),
    spotsRemaining: integer("spots_remaining").notNull(),
    instructorName: text("instructor_name").notNull(),
    instructorImage: text("instructor_image"),
  },
  (t) => [
    check("workshops_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("workshops_capacity_positive", sql`${t.capacity} > 0`),
    check("workshops_spots_range", sql`${t.spotsRemaining} >= 0 and ${t.spotsRemaining} <= ${t.capacity}`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export const PAYMENT_PROVIDERS = ["stripe", "paypal", "demo"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentState = "created" | "pending" | "succeeded" | "failed" | "refunded";

/** One attempt to pay an order with a provider; `reference` is the provider's id (PaymentIntent, PayPal order). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    reference: text("reference").notNull(),
    /** The provider's id for the money actually moved (a capture), needed for refunds. */
    captureId: text("capture_id"),
    status: text("status").$type<PaymentState>().notNull().default("created"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_reference_unique").on(t.provider, t.reference), index("payments_order_idx").on(t.orderId)],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    eventId: text("event_id").notNull(),
    orderId: integer("order_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  /** argon2id hash; the password itself is never stored. */
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Admin sessions by sha256 of their random token, so a database leak reveals no usable token. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_expiry_idx").on(t.expiresAt)],
);

/** Fixed-window counters for rate limits, in the database so every instance shares them. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const REQUEST_TYPES = ["custom_order", "quote", "contact"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_STATUSES = ["new", "answered", "closed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Custom-order, quote and contact requests: stored, so no customer's message is ever lost. */
export const customerRequests = pgTable(
  "customer_requests",
  {
    id: serial("id").primaryKey(),
    type: text("type").$type<RequestType>().notNull(),
    status: text("status").$type<RequestStatus>().notNull().default("new"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    lang: text("lang").$type<"en" | "de">().notNull().default("en"),
    /** The form's own fields (project description, quote choices, message, …). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_requests_status_idx").on(t.status, t.type)],
);

export const requestAttachments = pgTable("request_attachments", {
  id: serial("id").primaryKey(),
  requestId: integer("request_id")
    .notNull()
    .references(() => customerRequests.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  storageKey: text("storage_key").notNull().unique(),
});

/** The owner's answer to a request: a price and a description, bought through a secret link. */
export const requestOffers = pgTable("request_offers", {
  id: serial("id").primaryKey(),
  requestId: integer("request_id")
    .notNull()
    .references(() => customerRequests.id, { onDelete: "cascade" }),
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
