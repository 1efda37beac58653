import type { Context } from "hono";
import type { z } from "zod";
import { tFor } from "../../app/i18n/index.ts";
import type { Lang } from "../../app/i18n/languages.ts";
import { ApiError } from "./errors.ts";

/** Messages in our schemas are i18n keys (shared with the forms); plain texts pass through. */
function message(lang: Lang, text: string) {
  return /^[a-z]+(\.[A-Za-z]+)+$/.test(text) ? tFor(lang)(text as never) : text;
}

/** Parses a value with a schema, or throws a 400 with a human message per field (DESIGN rule 3). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, lang: Lang = "en"): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys.join(", ")}` : message(lang, issue.message);
  }
  const first = Object.entries(fields)[0]!;
  throw new ApiError(400, "validation", first[0] === "body" ? first[1] : `${first[0]}: ${first[1]}`, fields);
}

/** The request's JSON body; malformed JSON is a clear 400, not a crash. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  // PostgreSQL cannot store NUL characters in text; refuse them here instead of failing there.
  if (text.includes("\\u0000") || text.includes("\u0000")) {
    throw new ApiError(400, "invalid_text", "Text must not contain NUL characters.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body must be valid JSON.");
  }
}
