import { tFor } from "../../../app/i18n/index.ts";
import type { Config } from "../../config.ts";
import type { OrderRow } from "../../db/schema.ts";
import { paragraphsMail } from "../../integrations/email/html.ts";
import type { Mail } from "../../integrations/email/mailer.ts";

/** Tells the shopper, in the order's language, that the parcel is on its way and how to follow it. */
export function shippedMail(config: Config, order: OrderRow): Mail {
  const t = tFor(order.lang);
  const subject = t("email.shippedSubject", { id: String(order.id) });
  const lines = [
    t("email.greeting", { name: order.customerName }),
    t("email.shippedIntro"),
    `${t("email.trackingNumber")}: ${order.trackingNumber ?? ""}`,
    `${t("email.shippingAddress")}: ${order.shippingAddress}`,
    t("email.questions", { email: config.SHOP_EMAIL }),
    t("email.signature"),
  ];
  return { to: order.customerEmail, replyTo: config.ownerEmail, ...paragraphsMail(order.lang, subject, lines) };
}
