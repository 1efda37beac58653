import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A client error with the JSON shape of DESIGN rule 3: { error, message, fields? }. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new ApiError(404, "not_found", message);

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    return c.json({ error: err.code, message: err.message, ...(err.fields && { fields: err.fields }) }, err.status);
  }
  if (err instanceof HTTPException) {
    return c.json({ error: "bad_request", message: err.message || "Bad request" }, err.status);
  }
  console.error(err);
  return c.json({ error: "internal", message: "Something went wrong on our side. Please try again." }, 500);
}
