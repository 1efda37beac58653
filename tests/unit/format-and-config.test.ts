import { describe, expect, it } from "vitest";
import { langFromCookieHeader } from "../../app/i18n/languages.ts";
import { imageSrcSet } from "../../app/lib/images.ts";
import { formatPrice } from "../../app/lib/money.ts";
import { ConfigError, loadConfig } from "../../server/config.ts";

describe("formatPrice", () => {
  it("shows euro with two decimals in each language's style", () => {
    expect(formatPrice(12.9, "en")).toBe("€12.90");
    expect(formatPrice(12.9, "de")).toBe("12,90\u00a0€");
    expect(formatPrice(1234.5, "de")).toBe("1.234,50\u00a0€");
    expect(formatPrice(0, "en")).toBe("€0.00");
  });
});

describe("langFromCookieHeader", () => {
  it("reads the lang cookie and falls back to English", () => {
    expect(langFromCookieHeader("a=1; lang=de; b=2")).toBe("de");
    expect(langFromCookieHeader("lang=fr")).toBe("en");
    expect(langFromCookieHeader(null)).toBe("en");
    expect(langFromCookieHeader("xlang=de")).toBe("en");
  });
});

describe("imageSrcSet", () => {
  it("lists every stored width for the shop's own images only", () => {
    expect(imageSrcSet("/images/demo-sign-1/960.webp")).toBe(
      "/images/demo-sign-1/320.webp 320w, /images/demo-sign-1/640.webp 640w, /images/demo-sign-1/960.webp 960w, /images/demo-sign-1/1280.webp 1280w",
    );
    expect(imageSrcSet("https://example.com/x.jpg")).toBeUndefined();
  });
});

describe("loadConfig", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.SHOP_EMAIL).toMatch(/@/);
  });
  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with postgres/],
    [{ PUBLIC_URL: "ftp://shop" }, /PUBLIC_URL/],
    [{ SHOP_EMAIL: "not-an-email" }, /SHOP_EMAIL must be an e-mail address/],
  ])("stops with one clear line for %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
