import { expect, type Page, test } from "@playwright/test";

async function fillCart(page: Page) {
  const products = (await (await page.request.get("/api/products")).json()) as {
    slug: string;
    customizable: boolean;
    inStock: boolean;
    categoryId: number;
  }[];
  const product = products.find((p) => !p.customizable && p.inStock && p.categoryId !== 1)!;
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
}

async function checkout(page: Page, method: "Credit Card" | "PayPal") {
  await page.goto("/checkout");
  await page.getByLabel("Full Name").fill("Ben Beispiel");
  await page.getByLabel("Email", { exact: true }).fill("ben@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+49 170 4444444");
  await page.getByLabel("Shipping Address", { exact: true }).fill("Lindenweg 5, 79098 Freiburg");
  await page.getByRole("radio", { name: method }).check();
  await page.getByLabel("I agree to the terms and conditions and the privacy policy").check();
  await page.getByRole("button", { name: method === "PayPal" ? "Continue with PayPal" : "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/stripe-checkout\?order=\d+$/);
}

test("the demo card payment succeeds into a paid confirmation", async ({ page }) => {
  await fillCart(page);
  await checkout(page, "Credit Card");
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
  await expect(page.getByText("Demo payment — no money moves")).toBeVisible();
  await expect(page.getByText("Secured by the demo provider")).toBeVisible();
  await page.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page.getByText("Payment Successful", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for your purchase!", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank You for Your Order!" })).toBeVisible();
  await expect(page.getByText("Payment received")).toBeVisible();
});

test("a declined payment says why and leaves the order payable", async ({ page }) => {
  await fillCart(page);
  await checkout(page, "Credit Card");
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Your card was declined (demo payment, no money moved).", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/stripe-checkout\?order=\d+$/);
  const orderUrl = page.url();
  const id = /order=(\d+)/.exec(orderUrl)![1];
  await page.goto(`/confirmation/${id}`);
  await expect(page.getByText("Payment failed – you can try again")).toBeVisible();
  await page.getByRole("link", { name: "Pay now" }).click();
  await page.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page.getByText("Payment received")).toBeVisible();
});

test("the wallet choice pays through the demo wallet when PayPal is not configured", async ({ page }) => {
  await fillCart(page);
  await checkout(page, "PayPal");
  await page.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Order!" })).toBeVisible();
  await expect(page.getByText(/^PayPal/)).toBeVisible();
  await expect(page.getByText("Payment received")).toBeVisible();
});

test("the cart's secure checkout leads through the checkout form, and an empty cart says so", async ({ page }) => {
  await page.goto("/stripe-checkout");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Products" })).toBeVisible();
  await fillCart(page);
  await page.goto("/cart");
  await page.getByRole("link", { name: /Secure Checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a paid order cannot be paid again", async ({ page }) => {
  await fillCart(page);
  await checkout(page, "Credit Card");
  const id = /order=(\d+)/.exec(page.url())![1];
  await page.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page.getByText("Payment received")).toBeVisible();
  await page.goto(`/stripe-checkout?order=${id}`);
  await expect(page).toHaveURL(new RegExp(`/confirmation/${id}$`));
});

test("only the payment screen's policy admits the payment providers' scripts and frames", async ({ page }) => {
  const shop = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
  expect(shop).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(shop).toContain("frame-ancestors 'none'");
  expect(shop).not.toContain("stripe");
  expect(shop).not.toContain("paypal");
  const pay = (await page.request.get("/stripe-checkout")).headers()["content-security-policy"] ?? "";
  expect(pay).toContain("https://js.stripe.com");
  expect(pay).toContain("https://www.paypal.com");
  // The page's inline scripts carry the nonce, so hydration works under the policy.
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/products");
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Alle Produkte" })).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
