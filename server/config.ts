import path from "node:path";
import { z } from "zod";

/** Every setting the shop reads from the environment; `.env.example` documents each one. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  SHOP_NAME: z.string().min(1).default("Holzwerk"),
  SHOP_EMAIL: z.email({ error: "must be an e-mail address" }).default("hello@holzwerk.example"),
  SHOP_PHONE: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, "must be a phone number in international form, e.g. +49 170 1234567")
    .default("+49 170 1234567"),
  SHOP_SOCIAL_URL: z.url({ error: "must be a URL" }).default("https://www.instagram.com/holzwerk.example"),
  SHOP_ADDRESS: z.string().min(1).default("Werkstattweg 3, 79098 Freiburg, Germany"),
  /** Where new-order and request notices go; defaults to SHOP_EMAIL. */
  OWNER_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  /** Without SMTP_HOST, e-mails are written as .eml files to DATA_DIR/outbox. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  PAYPAL_CLIENT_ID: z.string().min(10).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(10).optional(),
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "live"], { error: "must be sandbox or live" }).default("sandbox"),
  PAYPAL_WEBHOOK_ID: z.string().min(5).optional(),
  /** The first admin, created at start when no admin of that name exists. There is no default password. */
  ADMIN_USERNAME: z.string().trim().min(3, "must have at least 3 characters").max(100).optional(),
  ADMIN_PASSWORD: z.string().min(10, "must have at least 10 characters").max(200).optional(),
  /** The demo provider runs on a public PUBLIC_URL only with this set to 1. */
  ALLOW_DEMO_PAYMENTS: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0"),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  publicUrl: string;
  ownerEmail: string;
  mailFrom: string;
  demoPaymentsAllowed: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once; a wrong value throws one line naming the variable and the reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"} (got "${env[name]}")`);
  }
  const c = parsed.data;
  pairRequired(c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY");
  pairRequired(c.ADMIN_USERNAME, c.ADMIN_PASSWORD, "ADMIN_USERNAME", "ADMIN_PASSWORD");
  pairRequired(c.PAYPAL_CLIENT_ID, c.PAYPAL_CLIENT_SECRET, "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET");
  const publicHost = c.PUBLIC_URL ? new URL(c.PUBLIC_URL).hostname : "localhost";
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    ownerEmail: c.OWNER_EMAIL ?? c.SHOP_EMAIL,
    mailFrom: c.MAIL_FROM ?? `${c.SHOP_NAME} <${c.SHOP_EMAIL}>`,
    // A shop reachable under a real host name must not take pretend payments by accident.
    demoPaymentsAllowed: c.ALLOW_DEMO_PAYMENTS === "1" || ["localhost", "127.0.0.1", "[::1]"].includes(publicHost),
  };
}

function pairRequired(a: string | undefined, b: string | undefined, nameA: string, nameB: string) {
  if (Boolean(a) !== Boolean(b)) {
    throw new ConfigError(`Invalid configuration: ${a ? nameB : nameA} must be set together with ${a ? nameA : nameB}`);
  }
}

/** Contact details the storefront shows (spec: {email}, {phone}, social link, postal address). */
export function shopContact(c: Config) {
  return {
    name: c.SHOP_NAME,
    email: c.SHOP_EMAIL,
    phone: c.SHOP_PHONE,
    socialUrl: c.SHOP_SOCIAL_URL,
    address: c.SHOP_ADDRESS,
  };
}
export type ShopContact = ReturnType<typeof shopContact>;
