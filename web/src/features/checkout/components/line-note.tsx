import { LINE_NOTE_MAX } from "@contract/order-notes.ts";
import { MessageSquarePlus, Pencil } from "lucide-react";
import { useState } from "react";
import { NoteField } from "../../../components/order/note-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { type CartItem, cart, lineKey } from "../../cart/public.ts";

/**
 * A cart line's special instructions: shown under the line, added or changed in place. The note is kept as it
 * is typed, so one typed and never confirmed (an allergy, say) still goes with the order; Cancel puts back the
 * note the line had when the editor opened.
 */
export function LineNote({ item, name }: { item: CartItem; name: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [before, setBefore] = useState<string>("");
  const keep = (note: string) => {
    setDraft(note);
    cart.setNote(lineKey(item), note);
  };
  const close = (note: string) => {
    cart.setNote(lineKey(item), note);
    setDraft(null);
  };
  const open = () => {
    setBefore(item.note ?? "");
    setDraft(item.note ?? "");
  };

  if (draft !== null) {
    return (
      <div className="mt-2 space-y-2" data-testid="cart-line-note-editor">
        <NoteField
          label={t("cart.noteFor", { name })}
          value={draft}
          onChange={keep}
          max={LINE_NOTE_MAX}
          placeholder={t("cart.notePlaceholder")}
          autoFocus
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => close(draft)}>
            {t("cart.saveNote")}
          </Button>
          {item.note && (
            <Button size="sm" variant="secondary" onClick={() => close("")}>
              {t("cart.removeNote")}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => close(before)}>
            {t("cart.cancelNote")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-1">
      {item.note && (
        <p className="text-sm break-words italic text-coffee-700" data-testid="cart-line-note">
          {t("cart.lineNote", { note: item.note })}
        </p>
      )}
      <button
        type="button"
        onClick={open}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-somali-blue-dark underline-offset-2 hover:underline"
        aria-label={item.note ? `${t("cart.editNote")}: ${name}` : `${t("cart.addNote")}: ${name}`}
      >
        {item.note ? (
          <Pencil className="size-4" aria-hidden="true" />
        ) : (
          <MessageSquarePlus className="size-4" aria-hidden="true" />
        )}
        {item.note ? t("cart.editNote") : t("cart.addNote")}
      </button>
    </div>
  );
}
