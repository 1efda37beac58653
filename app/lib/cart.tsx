import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { CartLine } from "../../server/domain/cart/cart-service.ts";
import { apiRequest } from "./api.ts";
import { ensureCartId } from "./cart-id.ts";
import { useLanguage } from "./language.tsx";

export type { CartLine };

export interface CartValue {
  items: CartLine[];
  cartId: string | null;
  /** Resolves to null on success, or the error for the caller to explain. */
  addItem(productId: number, quantity: number, customizations: Record<string, string>): Promise<Error | null>;
  updateItem(itemId: number, quantity: number): Promise<void>;
  removeItem(itemId: number): Promise<void>;
  clearCart(): Promise<void>;
  /** Empties the local list after the server already cleared the cart (an order was placed). */
  forgetItems(): void;
  /** Reads the cart again after the server changed it (an offer was added). */
  refresh(): Promise<void>;
  subtotal: number;
  itemCount: number;
  loading: boolean;
}

const CartContext = createContext<CartValue | null>(null);

/** Spec §3/§4: the anonymous cart, its derived values, and local changes only after an ok reply. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const [cartId, setCartId] = useState<string | null>(null);
  const [items, setItems] = useState<CartLine[]>([]);
  const [pending, setPending] = useState(0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setCartId(ensureCartId());
  }, []);

  const track = useCallback(async <T,>(work: () => Promise<T>) => {
    setPending((n) => n + 1);
    try {
      return await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const fetchItems = useCallback(
    (id: string) =>
      track(async () => {
        try {
          setItems(await apiRequest<CartLine[]>("GET", `/api/cart/${id}?lang=${language}`));
        } catch (err) {
          console.error("Failed to fetch cart items", err);
        } finally {
          setLoaded(true);
        }
      }),
    [track, language],
  );

  useEffect(() => {
    if (cartId) void fetchItems(cartId);
  }, [cartId, fetchItems]);

  const value = useMemo<CartValue>(() => {
    const addItem: CartValue["addItem"] = async (productId, quantity, customizations) => {
      if (!cartId) return new Error("Cart not ready");
      try {
        await track(() => apiRequest("POST", "/api/cart", { productId, quantity, cartId, customizations }));
        await fetchItems(cartId);
        return null;
      } catch (err) {
        console.error("Failed to add item to cart", err);
        return err as Error;
      }
    };
    const updateItem: CartValue["updateItem"] = async (itemId, quantity) => {
      if (quantity < 1) return;
      try {
        await track(() => apiRequest("PATCH", `/api/cart/${itemId}`, { quantity }));
        setItems((list) => list.map((i) => (i.id === itemId ? { ...i, quantity } : i)));
      } catch (err) {
        console.error("Failed to update cart item", err);
      }
    };
    const removeItem: CartValue["removeItem"] = async (itemId) => {
      try {
        await track(() => apiRequest("DELETE", `/api/cart/${itemId}`));
        setItems((list) => list.filter((i) => i.id !== itemId));
      } catch (err) {
        console.error("Failed to remove cart item", err);
      }
    };
    const clearCart: CartValue["clearCart"] = async () => {
      if (!cartId) return;
      try {
        await track(() => apiRequest("DELETE", `/api/cart/clear/${cartId}`));
        setItems([]);
      } catch (err) {
        console.error("Failed to clear cart", err);
      }
    };
    return {
      items,
      cartId,
      addItem,
      updateItem,
      removeItem,
      clearCart,
      forgetItems: () => setItems([]),
      refresh: async () => {
        if (cartId) await fetchItems(cartId);
      },
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      // In cents, so the sum has no floating-point drift (DESIGN rule 1).
      subtotal: items.reduce((sum, i) => sum + (i.product ? Math.round(i.product.price * 100) * i.quantity : 0), 0) / 100,
      loading: !loaded || pending > 0,
    };
  }, [items, cartId, track, fetchItems, loaded, pending]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}
