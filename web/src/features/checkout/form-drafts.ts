import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * What a customer typed into a checkout dialog, kept for the rest of the visit. The dialogs' content unmounts
 * when they close, so without this an Escape would throw the form away. Kept in memory only: a reload or a
 * new tab starts afresh, and the details of an order placed are forgotten at once (`forgetDraft`). Each draft
 * belongs to who typed it (`draftKey`): after a member signs out, the next person at the screen does not find
 * the member's name, phone and notes in the form.
 */
const drafts = new Map<string, FieldValues>();

type DraftKey = `${"checkout" | "delivery" | "quick"}:${number | "guest"}`;

/** One dialog's draft for one person: the member signed in, or a guest. */
export function draftKey(dialog: "checkout" | "delivery" | "quick", member: { id: number } | null): DraftKey {
  return `${dialog}:${member?.id ?? "guest"}`;
}

// A dialog placing its order may still be mounted for a moment: nothing it reports after that is kept.
const forgotten = new Set<DraftKey>();

/** The values typed last time, laid over the form's own defaults. */
export function withDraft<T extends FieldValues>(key: DraftKey, defaults: T): T {
  return { ...defaults, ...drafts.get(key) };
}

/** Keeps the form's values as they are typed. */
export function useKeepDraft<T extends FieldValues>(key: DraftKey, form: UseFormReturn<T, unknown, unknown>) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!forgotten.has(key)) drafts.set(key, values as FieldValues);
    });
    forgotten.delete(key);
    return () => subscription.unsubscribe();
  }, [key, form]);
}

/** The order is placed: the next checkout starts from the defaults again. */
export function forgetDraft(key: DraftKey) {
  drafts.delete(key);
  forgotten.add(key);
}
