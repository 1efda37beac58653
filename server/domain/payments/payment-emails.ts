import { tFor } from "../../../app/i18n/index.ts";
import { formatPrice } from "../../../app/lib/money.ts";
import type { Config } from "../../config.ts";
import type { OrderRow } from "../../db/schema.ts";
import { paragraphsMail } from "../../integrations/email/html.ts";
import type { Mail } from "../../integrations/email/mailer.ts";
import { fromCents } from "../money.ts";

/** Tells the shopper, in the order's language, that the money arrived and crafting begins. */
export function paymentReceivedMail(config: Config, order: OrderRow): Mail {
  const t = tFor(order.lang);
  const subject = t("email.paymentSubject", { id: String(order.id) });
  const lines = [
    t("email.greeting", { name: order.customerName }),
    t("email.paymentIntro", { total: formatPrice(fromCents(order.totalCents), order.lang) }),
    t("email.whatsNextText"),
    t("email.questions", { email: config.SHOP_EMAIL }),
    t("email.signature"),
  ];
  return { to: order.customerEmail, replyTo: config.ownerEmail, ...paragraphsMail(order.lang, subject, lines) };
}
