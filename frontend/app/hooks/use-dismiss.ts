import { useEffect, type RefObject } from 'react';

/** Calls `onDismiss` on Escape or on a pointer press outside `ref`, while `active`. */
export const useDismiss = (ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void => {
  useEffect(() => {
    if (!active) return undefined;
    const onPointer = (event: PointerEvent | MouseEvent): void => {
      const target = event.target;
      if (target instanceof Node && ref.current && !ref.current.contains(target)) onDismiss();
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onDismiss]);
};
