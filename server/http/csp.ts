/** Origins the payment providers' scripts, frames and calls come from (Stripe.js, PayPal's web SDK). */
const PAYMENT_ORIGINS = {
  script: ["https://js.stripe.com", "https://www.paypal.com", "https://*.paypal.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com", "https://www.paypal.com", "https://*.paypal.com"],
  connect: ["https://api.stripe.com", "https://*.paypal.com"],
  img: ["https://*.stripe.com", "https://*.paypal.com", "https://*.paypalobjects.com"],
};

/** Only the payment screen may load the providers' code; every other page runs our own scripts only. */
export const PAYMENT_PATHS = ["/stripe-checkout"];

/**
 * The page's Content-Security-Policy: inline scripts need this response's nonce; styles may be inline
 * because server-rendered components set style attributes.
 */
export function contentSecurityPolicy(nonce: string, pathname: string): string {
  const payment = PAYMENT_PATHS.includes(pathname);
  const add = (list: string[]) => (payment ? ` ${list.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${add(PAYMENT_ORIGINS.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${add(PAYMENT_ORIGINS.img)}`,
    `connect-src 'self'${add(PAYMENT_ORIGINS.connect)}`,
    `frame-src ${payment ? PAYMENT_ORIGINS.frame.join(" ") : "'none'"}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
