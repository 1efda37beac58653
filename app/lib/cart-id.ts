import { nanoid } from "nanoid";

export const CART_ID_KEY = "cartId";

/** Spec §4: the cart id lives in localStorage; a missing one becomes a new random 21-character id. */
export function ensureCartId(): string {
  let id = localStorage.getItem(CART_ID_KEY);
  if (!id || !/^[A-Za-z0-9_-]{21}$/.test(id)) {
    id = nanoid();
    localStorage.setItem(CART_ID_KEY, id);
  }
  return id;
}
