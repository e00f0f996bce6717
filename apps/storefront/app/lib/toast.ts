/** A tiny toast store: anything may call showToast; <Toaster/> in the root shows it. */
import { UI_MS } from '@shop/contracts/constants';

export interface Toast {
  id: number;
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function showToast(message: string, ms: number = UI_MS.errorToast) {
  const toast = { id: nextId++, message };
  // The same message twice in a row is shown once.
  toasts = [...toasts.filter((t) => t.message !== message), toast].slice(-3);
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== toast.id);
    emit();
  }, ms);
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => toasts,
  empty: [] as Toast[],
};
