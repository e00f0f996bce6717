import { useEffect, type RefObject } from 'react';

/** Closes a popover on Escape (focus back to its trigger) and on a click or focus outside `ref`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onClose: (opts: { refocus: boolean }) => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) onClose({ refocus: true });
    };
    const onPointer = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) onClose({ refocus: false });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onPointer);
    };
  }, [ref, open, onClose]);
}
