import { tFor } from "../../../app/i18n/index.ts";
import type { Lang } from "../../../app/i18n/languages.ts";
import { formatPrice } from "../../../app/lib/money.ts";
import type { Config } from "../../config.ts";
import type { OrderItemRow, OrderRow } from "../../db/schema.ts";
import { escapeHtml } from "../../integrations/email/html.ts";
import type { Mail } from "../../integrations/email/mailer.ts";
import { fromCents } from "../money.ts";

interface Row {
  label: string;
  value: string;
}

/** A plain-text and a simple HTML rendering of the same content, so every mail client shows it. */
function render(
  title: string,
  paragraphs: string[],
  rows: Row[],
  items: OrderItemRow[],
  lang: Lang,
  link?: { href: string; label: string },
): Pick<Mail, "text" | "html"> {
  const money = (cents: number) => formatPrice(fromCents(cents), lang);
  const t = tFor(lang);
  const itemLines = items.map((i) => {
    const custom = Object.entries(i.customizations).map(
      ([k, v]) => `${t(`personalization.labels.${k}` as never, { defaultValue: k })}: ${v}`,
    );
    return { text: `${i.quantity} × ${i.name} – ${money(i.unitPriceCents * i.quantity)}`, custom };
  });
  const text = [
    title,
    "",
    ...paragraphs,
    "",
    ...itemLines.flatMap((l) => [l.text, ...l.custom.map((c) => `    ${c}`)]),
    "",
    ...rows.map((r) => `${r.label}: ${r.value}`),
    ...(link ? ["", `${link.label}: ${link.href}`] : []),
  ].join("\n");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#2a211a;max-width:600px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<ul>${itemLines.map((l) => `<li>${escapeHtml(l.text)}${l.custom.map((c) => `<br><small>${escapeHtml(c)}</small>`).join("")}</li>`).join("")}</ul>
<table>${rows.map((r) => `<tr><th align="left" valign="top">${escapeHtml(r.label)}</th><td style="white-space:pre-line">${escapeHtml(r.value)}</td></tr>`).join("")}</table>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}
</body></html>`;
  return { text, html };
}

function totalsRows(order: OrderRow, lang: Lang): Row[] {
  const t = tFor(lang);
  const money = (cents: number) => formatPrice(fromCents(cents), lang);
  return [
    { label: t("email.orderNumber"), value: `#${order.id}` },
    {
      label: t("email.placedOn"),
      value: order.createdAt.toLocaleString(lang === "de" ? "de-DE" : "en-GB", {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Europe/Berlin",
      }),
    },
    { label: t("email.subtotal"), value: money(order.subtotalCents) },
    {
      label: `${t("email.shipping")} (${t(`shipping.${order.shippingMethod}`)})`,
      value: order.shippingCents === 0 ? t("shipping.free") : money(order.shippingCents),
    },
    { label: t("email.total"), value: money(order.totalCents) },
  ];
}

/** The shopper's order confirmation, in the language the order was placed in. */
export function orderConfirmationMail(config: Config, order: OrderRow, items: OrderItemRow[], accessToken?: string): Mail {
  const lang = order.lang;
  const t = tFor(lang);
  const rows = [
    ...totalsRows(order, lang),
    { label: t("email.paymentMethod"), value: t(`checkout.payment.${order.paymentMethod}`) },
    { label: t("email.shippingAddress"), value: order.shippingAddress },
    { label: t("email.billingAddress"), value: order.billingAddress },
    ...(order.notes ? [{ label: t("email.notes"), value: order.notes }] : []),
  ];
  const link = accessToken
    ? { href: `${config.publicUrl}/confirmation/${order.id}?token=${accessToken}`, label: t("email.viewOrder") }
    : undefined;
  return {
    to: order.customerEmail,
    replyTo: config.ownerEmail,
    subject: t("email.orderSubject", { id: String(order.id), shop: config.SHOP_NAME }),
    ...render(
      t("email.orderSubject", { id: String(order.id), shop: config.SHOP_NAME }),
      [
        t("email.greeting", { name: order.customerName }),
        t("email.orderIntro"),
        `${t("email.whatsNext")} ${t("email.whatsNextText")}`,
        t("email.questions", { email: config.SHOP_EMAIL }),
        t("email.signature"),
      ],
      rows,
      items,
      lang,
      link,
    ),
  };
}

/** The owner's notice of a new order (in English, the admin's language for now). */
export function newOrderNoticeMail(config: Config, order: OrderRow, items: OrderItemRow[]): Mail {
  const t = tFor("en");
  const total = formatPrice(fromCents(order.totalCents), "en");
  const rows = [
    ...totalsRows(order, "en"),
    { label: t("email.customer"), value: [order.customerName, order.customerEmail, order.customerPhone].filter(Boolean).join("\n") },
    { label: t("email.shippingAddress"), value: order.shippingAddress },
    { label: t("email.billingAddress"), value: order.billingAddress },
    ...(order.notes ? [{ label: t("email.notes"), value: order.notes }] : []),
  ];
  return {
    to: config.ownerEmail,
    replyTo: order.customerEmail,
    subject: t("email.ownerSubject", { id: String(order.id), total }),
    ...render(t("email.ownerSubject", { id: String(order.id), total }), [t("email.ownerIntro")], rows, items, "en"),
  };
}
