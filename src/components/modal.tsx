import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { MODAL_BASE_Z_INDEX, ModalStack, swipeCloses } from '../domain/modal-stack';

/** Every modal open on the page, so a new one stacks above the others (z-index 1000 plus 2 per modal below it). */
const stack = new ModalStack();

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: closes on Escape, a click outside, or a downward swipe.
 * Focus moves into the dialog and returns to where it was on close. Render it only while open.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const [zIndex, setZIndex] = useState(MODAL_BASE_Z_INDEX);
  const touch = useRef<{ y: number; at: number } | null>(null);

  useEffect(() => {
    const { handle, zIndex: level } = stack.push();
    setZIndex(level);
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && stack.isTop(handle)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      stack.remove(handle);
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div
      className="modal-backdrop"
      style={{ zIndex }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="modal-title"
        tabIndex={-1}
        onTouchStart={(event) => {
          touch.current = { y: event.touches[0].clientY, at: Date.now() };
        }}
        onTouchEnd={(event) => {
          const start = touch.current;
          touch.current = null;
          if (!start) return;
          const distance = event.changedTouches[0].clientY - start.y;
          if (swipeCloses(distance, dialog.current?.offsetHeight ?? 0, Date.now() - start.at)) onClose();
        }}
      >
        <div className="modal__header">
          <h2 id="modal-title">{title}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
