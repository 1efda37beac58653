import { useSyncExternalStore } from "react";

/** Spec §9: one toast visible at a time, shown 5000 ms by default. */
export interface ToastData {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  open: boolean;
}

const TOAST_LIMIT = 1;
/** Spec §9: a dismissed toast is removed from the list after this long. */
export const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const l of listeners) l();
}

export function toast(input: Omit<ToastData, "id" | "open">) {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const EMPTY: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
