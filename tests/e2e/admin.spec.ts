import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import sharp from "sharp";

async function login(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username").fill("owner");
  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome to the admin panel", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
}

test("the admin page sends visitors without a session to the login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Username").fill("owner");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
});

test("the owner adds a product with a photo, edits it inline and deletes it", async ({ page }) => {
  await login(page);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]{40,}$/);
  await expect(page.getByRole("heading", { name: "Product Management" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /The Wooden Gallery/ })).toContainText("art pieces");
  await expect(page.getByText("Art Piece").first()).toBeVisible();

  await page.getByRole("button", { name: "Add New Product" }).click();
  const form = page.getByRole("form", { name: "New product" });
  await form.getByLabel("Name", { exact: true }).fill("E2E Walnut Clock");
  await expect(form.getByLabel("Slug")).toHaveValue("e2e-walnut-clock");
  await form.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Please fill in all required fields.", { exact: true })).toBeVisible();

  await form.getByLabel("Price (€)").fill("64.50");
  await form.getByLabel("Category").selectOption({ label: "Wall Art" });
  await form.getByLabel("Main photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("notes.txt is not an image file.", { exact: true })).toBeVisible();
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7a4f24" } })
    .png()
    .toBuffer();
  await form.getByLabel("Main photo").setInputFiles({ name: "clock.png", mimeType: "image/png", buffer: png });
  await expect(form.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  await form.getByLabel("Plywood 4mm").check();
  await form.getByLabel("Width (cm)").fill("30");
  await form.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Product added successfully!", { exact: true })).toBeVisible();

  const products = page.getByRole("region", { name: /^Products/ });
  await expect(products.getByText("E2E Walnut Clock")).toBeVisible();
  await products.getByRole("button", { name: "Edit E2E Walnut Clock" }).click();
  const edit = page.getByRole("form", { name: "Edit E2E Walnut Clock" });
  await expect(edit.getByLabel("Price (€)")).toHaveValue("64.5");
  await edit.getByLabel("Price (€)").fill("59.90");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated successfully!", { exact: true })).toBeVisible();

  const shopPage = await page.context().newPage();
  await shopPage.goto("/products/e2e-walnut-clock");
  await expect(shopPage.getByRole("heading", { name: "E2E Walnut Clock" })).toBeVisible();
  await expect(shopPage.getByText("€59.90").first()).toBeVisible();
  await expect(shopPage.getByRole("img", { name: /E2E Walnut Clock/ })).toHaveAttribute("src", /^\/images\/photo-[a-f0-9]+\/960\.webp$/);
  await shopPage.close();

  page.once("dialog", (d) => {
    expect(d.message()).toBe("Are you sure you want to delete this product?");
    void d.accept();
  });
  await products.getByRole("button", { name: "Delete E2E Walnut Clock" }).click();
  await expect(page.getByText("Product deleted successfully!", { exact: true })).toBeVisible();
  await expect(products.getByText("E2E Walnut Clock")).toHaveCount(0);
});

test("the owner finds a paid order and takes it through production and shipping", async ({ page }) => {
  const api = page.request;
  const products = (await (await api.get("/api/products")).json()) as { id: number; customizable: boolean; categoryId: number }[];
  const product = products.find((p) => !p.customizable && p.categoryId !== 1)!;
  const cartId = "e2eOrdersCart12345678";
  await api.post("/api/cart", { data: { productId: product.id, quantity: 1, cartId } });
  const order = (await (
    await api.post("/api/orders", {
      headers: { "X-Cart-Id": cartId },
      data: {
        cartId,
        customerName: "Greta Fulfil",
        customerEmail: "greta@example.com",
        customerPhone: "+49 170 3333333",
        shippingAddress: "Rosenweg 9, 20095 Hamburg",
        billingAddress: "Rosenweg 9, 20095 Hamburg",
        paymentMethod: "card",
      },
    })
  ).json()) as { id: number };
  const { reference } = (await (
    await api.post("/api/create-payment-intent", { headers: { "X-Cart-Id": cartId }, data: { orderId: order.id } })
  ).json()) as { reference: string };
  await api.post("/api/payments/confirm", { headers: { "X-Cart-Id": cartId }, data: { provider: "demo", reference, outcome: "succeed" } });

  await login(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Search name or e-mail").fill("greta");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `#${order.id}` }).click();
  await expect(page.getByRole("heading", { name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByText("Rosenweg 9, 20095 Hamburg").first()).toBeVisible();
  await page.getByRole("button", { name: "Start production" }).click();
  await expect(page.getByText("In production", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByText("Please enter the tracking number.", { exact: true })).toBeVisible();
  await page.getByLabel("Tracking number").fill("DHL 1234567890");
  await page.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(page.getByText("DHL 1234567890")).toBeVisible();
  await page.getByRole("button", { name: "Mark as delivered" }).click();
  await expect(page.getByText("Delivered", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: `Bestellung #${order.id}` })).toBeVisible();
  await expect(page.getByText("Zugestellt", { exact: true })).toBeVisible();
});

test("the owner reads a quote request in the inbox and marks it answered", async ({ page }) => {
  await page.request.post("/api/requests/quote", {
    data: { name: "Nora Inbox", email: "nora@example.com", quote: "A moon phase panel", woodType: "oak", lang: "en" },
  });
  await login(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Requests" }).click();
  await page.getByLabel("Type").selectOption({ label: "Quote request" });
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: /Quote request · Nora Inbox/ }).click();
  await expect(page.getByText("A moon phase panel")).toBeVisible();
  await expect(page.getByText("No attachments.")).toBeVisible();
  await page.getByLabel("Set status").selectOption({ label: "Answered" });
  await expect(page.getByText("Request updated", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to requests" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Nora Inbox" })).toContainText("Answered");
});

test("an offer answers a quote request; its link leads through cart and checkout to an order tied to the request", async ({ page }) => {
  const reply = await page.request.post("/api/requests/quote", {
    data: { name: "Olga Offer", email: "olga@example.com", quote: "A name sign for our bakery", lang: "en" },
  });
  const { id: requestId } = (await reply.json()) as { id: number };
  await login(page);
  await page.goto(`/admin/requests/${requestId}`);
  const form = page.getByRole("form", { name: "Send an offer" });
  await form.getByLabel("Price (€)").fill("89.00");
  await form.getByLabel("What you offer").fill("Bakery sign in oak, 60 x 20 cm, engraved logo");
  await form.getByRole("button", { name: "Send offer" }).click();
  await expect(page.getByText("Offer sent", { exact: true })).toBeVisible();

  // The e-mailed link, as the customer receives it (written to the outbox of this test server).
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const mails = await Promise.all(readdirSync(outbox).map(async (f) => simpleParser(readFileSync(path.join(outbox, f)))));
  const offerMail = mails.find((m) => m.subject === `Your personal offer for request #${requestId}`)!;
  const link = /\/offers\/[\w-]+/.exec(offerMail.text ?? "")![0];

  await page.goto(link);
  await expect(page.getByText("Bakery sign in oak, 60 x 20 cm, engraved logo")).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart and check out" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel("Full Name").fill("Olga Offer");
  await page.getByLabel("Email", { exact: true }).fill("olga@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+49 170 7777777");
  await page.getByLabel("Shipping Address", { exact: true }).fill("Backstraße 1, 50667 Köln");
  await page.getByLabel("I agree to the terms and conditions and the privacy policy").check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Order!" })).toBeVisible();
  const orderId = /\/confirmation\/(\d+)/.exec(page.url())![1];

  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("link", { name: `Requests #${requestId}` }).click();
  await expect(page.getByText("A name sign for our bakery")).toBeVisible();
});
