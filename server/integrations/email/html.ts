/** Escapes text for the HTML part of an e-mail. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short message of paragraphs as plain text and simple HTML, so every mail client shows it. */
export function paragraphsMail(lang: string, subject: string, paragraphs: string[]) {
  return {
    subject,
    text: [subject, "", ...paragraphs].join("\n\n"),
    html: `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#2a211a;max-width:600px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>${paragraphs.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</body></html>`,
  };
}
