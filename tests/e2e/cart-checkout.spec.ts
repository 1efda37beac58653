import { expect, type Page, test } from "@playwright/test";

/** Adds the first plain (non-personalised) product listed, through the product page. */
async function addPlainProduct(page: Page, quantity = 1) {
  const products = (await (await page.request.get("/api/products")).json()) as {
    slug: string;
    name: string;
    customizable: boolean;
    inStock: boolean;
    categoryId: number;
  }[];
  const product = products.find((p) => !p.customizable && p.inStock && p.categoryId !== 1)!;
  await page.goto(`/products/${product.slug}`);
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${product.name} has been added to your cart.`, { exact: true })).toBeVisible();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  return product;
}

const drawer = (page: Page) => page.getByRole("dialog", { name: "Shopping Cart" });

test("a new visitor gets a 21-character cart id and an empty drawer", async ({ page }) => {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cartId"))).toMatch(/^[A-Za-z0-9_-]{21}$/);
  await page.getByRole("button", { name: /Open cart/ }).click();
  await expect(drawer(page).getByText("Your cart is empty")).toBeVisible();
  await expect(drawer(page).getByText("Looks like you haven't added anything to your cart yet.")).toBeVisible();
  await drawer(page).getByRole("button", { name: "Continue Shopping" }).click();
  await expect(drawer(page)).toBeHidden();
});

test("the drawer shows lines and totals, changes quantities and closes every way", async ({ page }) => {
  const product = await addPlainProduct(page, 2);
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const open = () => page.getByRole("button", { name: /Open cart/ }).click();

  await open();
  const d = drawer(page);
  await expect(d.getByRole("link", { name: product.name })).toBeVisible();
  await expect(d.getByText("Subtotal (2 items)")).toBeVisible();
  await expect(d.getByText("Calculated at checkout")).toBeVisible();
  await expect(d.getByText("Estimated Total")).toBeVisible();
  // The page behind cannot scroll while the drawer is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await d.getByRole("button", { name: "Increase quantity" }).click();
  await expect(d.getByText("Subtotal (3 items)")).toBeVisible();
  await d.getByRole("button", { name: "Decrease quantity" }).click();
  await d.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(d.getByText("Subtotal (1 item)")).toBeVisible();
  await expect(d.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();

  await page.keyboard.press("Escape");
  await expect(d).toBeHidden();
  await open();
  await d.getByRole("button", { name: "Close cart" }).click();
  await expect(d).toBeHidden();
  await open();
  await page.mouse.click(10, 300);
  await expect(d).toBeHidden();
  await open();
  await d.getByRole("link", { name: "View Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(d).toBeHidden();
});

test("the cart page clears after confirmation and offers the secure checkout", async ({ page }) => {
  await addPlainProduct(page);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Secure Checkout/ })).toHaveAttribute("href", "/stripe-checkout");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to clear your cart?");
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("button", { name: "Clear Cart" })).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Products" })).toBeVisible();
});

test("removing the last line empties the cart", async ({ page }) => {
  await addPlainProduct(page);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("checkout with an empty cart explains what to do", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByText("You need to add items to your cart before checking out.")).toBeVisible();
});

test("checkout validates every field, then places the order and confirms it", async ({ page }) => {
  const product = await addPlainProduct(page, 3);
  await page.goto("/checkout");
  await expect(page.getByRole("link", { name: "Back to Cart" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  for (const message of [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Please enter a valid phone number",
    "Please enter a complete shipping address",
    "You must agree to the terms and conditions",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await page.getByLabel("Billing address is same as shipping address").uncheck();
  await expect(page.getByText("Please enter a complete billing address")).toBeVisible();
  await page.getByLabel("Billing address is same as shipping address").check();
  await expect(page.getByLabel("Billing Address", { exact: true })).toHaveCount(0);

  await page.getByRole("radio", { name: "PayPal" }).check();
  await expect(page.getByRole("button", { name: "Continue with PayPal" })).toBeDisabled();
  await page.getByRole("radio", { name: "Credit Card" }).check();

  await page.getByLabel("Full Name").fill("Anna Beispiel");
  await page.getByLabel("Email", { exact: true }).fill("anna@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+49 170 5555555");
  await page.getByLabel("Shipping Address", { exact: true }).fill("Hauptstraße 1, 10115 Berlin");
  await page.getByLabel("Notes for your order (optional)").fill("Please gift wrap");
  await page.getByRole("radio", { name: /Expedited shipping/ }).check();
  await expect(page.getByRole("definition").filter({ hasText: "€14.95" })).toBeVisible();
  await page.getByLabel("I agree to the terms and conditions and the privacy policy").check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page).toHaveURL(/\/stripe-checkout\?order=\d+$/);
  await page.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page).toHaveURL(/\/confirmation\/\d+$/);
  await expect(page.getByRole("heading", { name: "Thank You for Your Order!" })).toBeVisible();
  await expect(page.getByText("Credit Card")).toBeVisible();
  await expect(page.getByText(`3 × ${product.name}`)).toBeVisible();
  await expect(page.getByText("What's Next?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("an order of another browser is not found", async ({ page }) => {
  await page.goto("/confirmation/1");
  await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
  await expect(page.getByText("We couldn't find the order you're looking for.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a personalised product carries its choices into the cart", async ({ page }) => {
  await page.goto("/products");
  await page
    .getByRole("link", { name: /Personalized Kids Door Sign/ })
    .first()
    .click();
  await page.getByLabel("Motive").selectOption({ label: "Tractors" });
  await page.getByLabel("Name", { exact: true }).fill("Ben");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /Open cart/ }).click();
  await expect(drawer(page).getByText("Motive: Tractors")).toBeVisible();
  await expect(drawer(page).getByText("Name: Ben")).toBeVisible();
});
