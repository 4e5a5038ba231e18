import { Printer } from "lucide-react";
import { useTranslation } from "../../../../i18n/react.tsx";
import { useStoredState } from "../../../../lib/use-stored-state.ts";

const AUTO_PRINT_KEY = "somali-sips.board.auto-print";
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** This tablet's choice to print each new ticket as it arrives (a kiosk-mode browser with a default printer). */
export function useAutoPrint() {
  return useStoredState(AUTO_PRINT_KEY, false, isBoolean);
}

export function AutoPrintSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-[10px] border border-coffee-300 bg-white px-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="auto-print"
      />
      <Printer className="size-4" aria-hidden="true" />
      {t("kitchenBoard.autoPrint")}
    </label>
  );
}
