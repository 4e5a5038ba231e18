import { type RefObject, useEffect, useRef } from "react";

/**
 * A ticket moved to another column is drawn anew there, and the button the counter had just pressed with the
 * keyboard goes with the old one: the focus fell back to the page, and a second Enter did nothing. This keeps
 * the ticket whose buttons had the focus and, after each drawing of the board in which the focus was lost,
 * gives it to that ticket's first action (its Undo while the move can be taken back, then its next move). A
 * ticket that has left the board (handed over) gives it nowhere: its Undo is in the toast.
 */
export function useKeptTicketFocus(board: RefObject<HTMLElement | null>): void {
  const focused = useRef<string | null>(null);

  useEffect(() => {
    const element = board.current;
    if (!element) return;
    // Only the ticket's actions move it: a line's tick or a note keeps the ticket where it is.
    const remember = (event: FocusEvent) => {
      const actions = (event.target as Element | null)?.closest("[data-ticket-actions]");
      focused.current = actions?.closest<HTMLElement>("[data-order-number]")?.dataset.orderNumber ?? null;
    };
    // Focus that leaves the board for somewhere else (a dialog, the toolbar's menu) is the reader's choice.
    const forget = (event: FocusEvent) => {
      if (event.relatedTarget && !element.contains(event.relatedTarget as Node)) focused.current = null;
    };
    // A tap or click elsewhere on the page takes the focus to its body on purpose; one on a ticket's button
    // gives it back through focusin, which follows.
    const forgetOnPointer = () => {
      focused.current = null;
    };
    element.addEventListener("focusin", remember);
    element.addEventListener("focusout", forget);
    document.addEventListener("pointerdown", forgetOnPointer, true);
    return () => {
      element.removeEventListener("focusin", remember);
      element.removeEventListener("focusout", forget);
      document.removeEventListener("pointerdown", forgetOnPointer, true);
    };
  }, [board]);

  // After every drawing: a removed button leaves the focus on the page's body.
  useEffect(() => {
    const number = focused.current;
    const active = document.activeElement;
    if (!number || (active && active !== document.body)) return;
    board.current
      ?.querySelector<HTMLElement>(`[data-order-number='${number}'] [data-ticket-actions] button`)
      ?.focus();
  });
}
