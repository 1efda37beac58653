import { CART_ID_KEY } from "./cart-id.ts";

export const ADMIN_TOKEN_KEY = "adminToken";

/** Spec §6: the admin's token goes on admin API calls and on non-GET product calls, nowhere else. */
function bearerFor(method: string, path: string): Record<string, string> {
  const needs = path.includes("/api/admin") || (method !== "GET" && path.includes("/api/products"));
  const token = needs && typeof localStorage !== "undefined" ? localStorage.getItem(ADMIN_TOKEN_KEY) : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Spec §7/§8 request rules: JSON content type only with a body, credentials included, and any
 * non-OK reply raises "status: body" (or the status text when the body is empty).
 * The cart id from localStorage travels as X-Cart-Id so the server can tell whose cart it is.
 */
export async function apiRequest<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const isForm = body instanceof FormData;
  const cartId = typeof localStorage === "undefined" ? null : localStorage.getItem(CART_ID_KEY);
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
      ...(cartId ? { "X-Cart-Id": cartId } : {}),
      ...bearerFor(method, path),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text();
    throw new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, text);
  }
  return (await res.json()) as T;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
  }

  /** The server's human message (DESIGN rule 3), for showing to the shopper. */
  get serverMessage(): string | undefined {
    try {
      return (JSON.parse(this.body) as { message?: string }).message;
    } catch {
      return undefined;
    }
  }

  get fields(): Record<string, string> {
    try {
      return (JSON.parse(this.body) as { fields?: Record<string, string> }).fields ?? {};
    } catch {
      return {};
    }
  }
}
