import { tFor } from "../../../app/i18n/index.ts";
import { formatPrice } from "../../../app/lib/money.ts";
import type { Config } from "../../config.ts";
import type { customerRequests } from "../../db/schema.ts";
import { paragraphsMail } from "../../integrations/email/html.ts";
import type { Mail } from "../../integrations/email/mailer.ts";

type RequestRow = typeof customerRequests.$inferSelect;

/** The owner's notice: everything the customer wrote, ready to answer. */
export function requestNoticeMail(config: Config, r: RequestRow, attachments: number): Mail {
  const t = tFor("en");
  const lines = [
    `${t(`requests.types.${r.type}`)} #${r.id}`,
    `${r.name} · ${[r.email, r.phone].filter(Boolean).join(" · ")}`,
    ...Object.entries(r.fields).map(([k, v]) => `${k}: ${v}`),
    ...(attachments > 0 ? [`${attachments} attachment(s)`] : []),
  ];
  return {
    to: config.ownerEmail,
    replyTo: r.email ?? undefined,
    ...paragraphsMail("en", t("requests.noticeSubject", { type: t(`requests.types.${r.type}`), name: r.name }), lines),
  };
}

/** Thanks the sender in their language and promises the answer within 24 hours (spec §9). */
export function requestAcknowledgementMail(config: Config, r: RequestRow): Mail {
  const t = tFor(r.lang);
  const lines = [
    t("email.greeting", { name: r.name }),
    t("requests.ackText"),
    t("email.questions", { email: config.SHOP_EMAIL }),
    t("email.signature"),
  ];
  return {
    to: r.email ?? "",
    replyTo: config.ownerEmail,
    ...paragraphsMail(r.lang, t("requests.ackSubject", { shop: config.SHOP_NAME }), lines),
  };
}

/** The owner's offer, in the customer's language, with the link that puts the piece in a cart. */
export function offerMail(config: Config, r: RequestRow, offer: { price: number; description: string }, link: string): Mail {
  const t = tFor(r.lang);
  const lines = [
    t("email.greeting", { name: r.name }),
    t("requests.offerIntro"),
    offer.description,
    `${t("email.total")}: ${formatPrice(offer.price, r.lang)}`,
    `${t("requests.offerLink")}: ${link}`,
    t("email.signature"),
  ];
  return {
    to: r.email ?? "",
    replyTo: config.ownerEmail,
    ...paragraphsMail(r.lang, t("requests.offerSubject", { id: String(r.id) }), lines),
  };
}
