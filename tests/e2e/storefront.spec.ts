import { expect, test } from "@playwright/test";

test.describe("home", () => {
  test("shows the hero, up to 9 shop products, the gallery preview and the custom-order call", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Holzwerk/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured Products" }).getByRole("article");
    await expect(featured.first()).toBeVisible();
    expect(await featured.count()).toBeLessThanOrEqual(9);
    const gallery = page.getByRole("region", { name: "From the Wooden Gallery" }).getByRole("link");
    expect(await gallery.count()).toBeGreaterThan(0);
    expect(await gallery.count()).toBeLessThanOrEqual(4);
    await expect(gallery.first()).toHaveAttribute("href", "/wooden-gallery");
    await expect(page.getByRole("link", { name: "Request Custom Order" })).toHaveAttribute("href", "/custom-orders");
    await page.getByRole("link", { name: "Explore All Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  });
});

test.describe("product list", () => {
  test("category buttons store the selection, go to /products and filter; Shop All clears it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Baby & Kids" }).click();
    await expect(page).toHaveURL(/\/products\?category=baby-kids/);
    await expect(page.getByRole("heading", { level: 1, name: "Baby & Kids" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("selectedCategory"))).toBe("baby-kids");
    await nav.getByRole("link", { name: "Shop All" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("selectedCategory"))).toBeNull();
  });

  test("uses the stored category when the URL names none", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("selectedCategory", "wall-art"));
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Wall Art" })).toBeVisible();
  });

  test("sorts by price both ways", async ({ page }) => {
    await page.goto("/products");
    const prices = async () =>
      (await page.getByRole("article").allInnerTexts()).map((text) => Number(/€([\d.,]+)/.exec(text)?.[1]?.replace(",", "")));
    const sortedBy = (order: 1 | -1) => async () => {
      const list = await prices();
      return list.length > 1 && list.every((p, i) => i === 0 || (p - list[i - 1]!) * order >= 0);
    };
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sort=price-low/);
    await expect.poll(sortedBy(1)).toBe(true);
    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/sort=price-high/);
    await expect.poll(sortedBy(-1)).toBe(true);
  });

  test("footer links the gallery category through ?category", async ({ page }) => {
    await page.goto("/products?category=wooden-gallery");
    await expect(page.getByRole("heading", { level: 1, name: "The Wooden Gallery" })).toBeVisible();
  });
});

test.describe("product detail", () => {
  test("shows price, details, a wrapping carousel and the back link", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("article").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.getByText(/^€\d+\.\d{2}$/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    await expect(page.getByText("Materials")).toBeVisible();
    const main = page.getByRole("img", { name: /Image 1 of/ });
    const total = Number(/of (\d+)/.exec((await main.getAttribute("alt")) ?? "")?.[1]);
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(page.getByRole("img", { name: new RegExp(`Image ${total} of ${total}`) })).toBeVisible();
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByRole("img", { name: /Image 1 of/ })).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("a kids door sign needs motive and name, counting up to 10 characters", async ({ page }) => {
    await page.goto("/products");
    await page
      .getByRole("link", { name: /Personalized Kids Door Sign/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Selection Required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select a motive and enter a name to continue.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Motive")).toContainText("Tractors");
    const name = page.getByLabel("Name", { exact: true });
    await name.fill("Maximiliana");
    await expect(name).toHaveValue("Maximilian");
    await expect(page.getByText("10/10")).toBeVisible();
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeEnabled();
  });

  test("a baby photo product offers an optional name of up to 28 characters", async ({ page }) => {
    const res = await page.request.get("/api/products");
    const products = (await res.json()) as { name: string; slug: string }[];
    const baby = products.find((p) => /baby/i.test(p.name) && /photo/i.test(p.name));
    expect(baby).toBeTruthy();
    await page.goto(`/products/${baby!.slug}`);
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel("Baby's name").fill("Emma");
    await expect(page.getByText("4/28")).toBeVisible();
    await page.getByRole("radio", { name: "No" }).check();
    await expect(page.getByLabel("Baby's name")).toHaveCount(0);
  });

  test("a missing product answers 404 with the spec's text", async ({ page }) => {
    const res = await page.goto("/products/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, the product you're looking for doesn't exist or has been removed.")).toBeVisible();
  });
});

test("the gallery lists only showcase pieces", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as { name: string; showInGallery: boolean }[];
  await page.goto("/wooden-gallery");
  await expect(page).toHaveTitle(/The Wooden Gallery/);
  const names = await page.getByRole("listitem").getByRole("heading", { level: 2 }).allInnerTexts();
  expect(names.sort()).toEqual(
    products
      .filter((p) => p.showInGallery)
      .map((p) => p.name)
      .sort(),
  );
});

test("about greets in three languages", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Hola!" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Hola! • Hallo! • Hello!" })).toBeVisible();
});

test("unknown paths answer 404 with the not-found card", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test.describe("header", () => {
  test("the custom orders dropdown leads to both request pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Custom Orders" }).click();
    await expect(page.getByRole("menuitem", { name: "Personalized Wall Art Piece" })).toHaveAttribute(
      "href",
      "/custom-orders/quote-wall-art",
    );
    await expect(page.getByRole("menuitem", { name: "Custom Order" })).toHaveAttribute("href", "/custom-orders");
  });

  test("changes style after 50 px of scroll", async ({ page }) => {
    await page.goto("/products");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("the mobile menu opens, navigates and closes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "The Wooden Gallery" }).click();
    await expect(page).toHaveURL(/\/wooden-gallery$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("German", () => {
  test("the language switch renders every text in German and is kept across visits", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Alle Produkte" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("de");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Seite nicht gefunden" })).toBeVisible();
    await page.goto("/products/does-not-exist");
    await expect(page.getByRole("heading", { name: "Produkt nicht gefunden" })).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveTitle(/Handgemachte Holzgeschenke/);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("link", { name: "Alle Produkte entdecken" })).toHaveCount(0);
  });
});

test.describe("every page in German", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "de", url: baseURL! }]);
  });

  const pages = [
    ["/", "Ausgewählte Produkte", /Handgemachte Holzgeschenke/],
    ["/products", "Alle Produkte", /Alle Holzprodukte/],
    ["/wooden-gallery", "Die Holzgalerie", /Die Holzgalerie/],
    ["/about", "Hola!", /Über uns/],
    ["/cart", "Dein Warenkorb ist leer", /Warenkorb/],
    ["/login", "Admin-Anmeldung", /Admin-Anmeldung/],
  ] as const;
  for (const [path, heading, title] of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Baby & Kinder" })).toBeVisible();
    });
  }

  test("the product page", async ({ page }) => {
    await page.goto("/products/personalized-kids-door-sign");
    await expect(page.getByRole("heading", { level: 1, name: "Personalisiertes Türschild fürs Kinderzimmer" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zu den Produkten" })).toBeVisible();
    await expect(page.getByLabel("Motiv")).toContainText("Traktoren");
    await expect(page.getByRole("heading", { name: "Versand & Rückgabe" })).toBeVisible();
    await expect(page.getByText(/^\d+,\d{2}\s€$/).first()).toBeVisible();
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page.getByText("Auswahl erforderlich", { exact: true })).toBeVisible();
  });
});
