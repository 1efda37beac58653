import { expect, test } from "@playwright/test";

test("a custom order request is sent with its attachment", async ({ page }) => {
  await page.goto("/custom-orders");
  await expect(page.getByRole("heading", { name: "Our Process" })).toBeVisible();
  for (const step of ["Consultation", "Design & Quote", "Approval", "Handcrafting", "Delivery"]) {
    await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
  }
  await page.getByLabel("Name").fill("Ida Example");
  await page.getByLabel("Email").fill("ida@example.com");
  await page.getByLabel("Project description").fill("A wooden sign for our café");
  await page
    .getByLabel(/Attachments/)
    .setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%demo") });
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Custom Order Request Submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours with a quote and timeline.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("a quote request offers every choice and answers in German", async ({ page, context, baseURL }) => {
  await page.goto("/custom-orders/quote-wall-art");
  await expect(page.getByLabel("Preferred size")).toContainText("Extra Large (60x80 cm)");
  await expect(page.getByLabel("Wood type")).toContainText("Surprise me");
  await expect(page.getByLabel("Finish")).toContainText("Distressed");
  await expect(page.getByRole("radio", { name: "Email" })).toBeChecked();
  await expect(page.getByRole("link", { name: /Message us on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);

  await context.addCookies([{ name: "lang", value: "de", url: baseURL! }]);
  await page.goto("/custom-orders/quote-wall-art");
  await page.getByLabel("Name").fill("Lena Beispiel");
  await page.getByRole("textbox", { name: "E-Mail" }).fill("lena@example.com");
  await page.getByLabel("Deine Idee").fill("Unser Familienstammbaum");
  await page.getByLabel("Gewünschte Größe").selectOption({ label: "Groß (40x60 cm)" });
  await page.getByRole("button", { name: "Angebot anfragen" }).click();
  await expect(page.getByText("Angebotsanfrage gesendet!", { exact: true })).toBeVisible();
});

test("a quote without the required fields is refused with the error toast", async ({ page }) => {
  await page.goto("/custom-orders/quote-wall-art");
  await page.getByRole("button", { name: "Request Quote" }).click();
  await expect(page.getByText("Something went wrong. Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enter your name")).toBeVisible();
});

test("the design assistant: choice, form with its enable rules, sent, and closing after 3 seconds", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Chat with us" }).click();
  const dialog = page.getByRole("dialog", { name: "Design Assistant" });
  await expect(dialog.getByText("How can we help you?")).toBeVisible();
  await dialog.getByRole("button", { name: "Send us a message" }).click();
  const send = dialog.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await dialog.getByLabel("Name").fill("Max");
  await dialog.getByLabel("Message", { exact: true }).fill("Do you make house number signs?");
  await expect(send).toBeDisabled();
  await dialog.getByRole("radio", { name: "Phone" }).check();
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveCount(0);
  await expect(send).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Phone" }).fill("+49 170 1111111");
  await expect(send).toBeEnabled();
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByText("How can we help you?")).toBeVisible();
  await dialog.getByRole("button", { name: "Send us a message" }).click();
  await send.click();
  await expect(dialog.getByText("Message sent!")).toBeVisible();
  await expect(dialog.getByText("Thank you for your message! We will contact you back as soon as possible.")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await page.getByRole("button", { name: "Chat with us" }).click();
  await expect(page.getByRole("dialog", { name: "Design Assistant" }).getByText("How can we help you?")).toBeVisible();
});

test("the assistant's chat choice opens the messaging service with a greeting and closes", async ({ page, context }) => {
  // No network here: the messaging service answers locally, so the new tab's address can be read.
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  await page.goto("/");
  await page.getByRole("button", { name: "Chat with us" }).click();
  const popup = context.waitForEvent("page");
  await page.getByRole("dialog").getByRole("button", { name: "Chat with us on WhatsApp" }).click();
  const chat = await popup;
  expect(decodeURIComponent(chat.url())).toContain("Hello! I'm interested in your personalized wooden products.");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test.describe("in German", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "de", url: baseURL! }]);
  });

  test("the custom order form confirms in German", async ({ page }) => {
    await page.goto("/custom-orders");
    await expect(page.getByRole("heading", { name: "So arbeiten wir" })).toBeVisible();
    await page.getByLabel("Name").fill("Ida Beispiel");
    await page.getByRole("textbox", { name: "E-Mail" }).fill("ida@example.com");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page.getByText("Anfrage für Sonderanfertigung gesendet", { exact: true })).toBeVisible();
    await expect(page.getByText("Wir melden uns innerhalb von 24 Stunden mit einem Angebot und Zeitplan.", { exact: true })).toBeVisible();
  });

  test("the design assistant speaks German", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Schreib uns" }).click();
    const dialog = page.getByRole("dialog", { name: "Design-Assistent" });
    await expect(dialog.getByText("Wie können wir dir helfen?")).toBeVisible();
    await dialog.getByRole("button", { name: "Nachricht schreiben" }).click();
    await dialog.getByLabel("Name").fill("Max");
    await dialog.getByRole("radio", { name: "E-Mail" }).check();
    await dialog.getByRole("textbox", { name: "E-Mail" }).fill("max@example.com");
    await dialog.getByLabel("Nachricht", { exact: true }).fill("Macht ihr auch Hausnummern?");
    await dialog.getByRole("button", { name: "Senden" }).click();
    await expect(dialog.getByText("Nachricht gesendet!")).toBeVisible();
  });
});
