import { Check, Copy } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useCopyToClipboard } from "../../../lib/use-copy-to-clipboard.ts";

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard(
    { copied: t("twoFactor.codesCopied"), failed: t("twoFactor.copyFailed") },
    2000,
  );
  return (
    <div className="space-y-4">
      <p className="text-coffee-700">{t("twoFactor.recoveryLead")}</p>
      <ul
        aria-label={t("twoFactor.recoveryTitle")}
        className="grid grid-cols-2 gap-2 rounded-lg bg-crema-100 p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" className="flex-1" onClick={() => copy(codes.join("\n"))}>
          {copied ? (
            <Check className="size-5" aria-hidden="true" />
          ) : (
            <Copy className="size-5" aria-hidden="true" />
          )}
          {t("twoFactor.copyCodes")}
        </Button>
        <Button className="flex-1" onClick={onDone}>
          {t("twoFactor.savedCodes")}
        </Button>
      </div>
    </div>
  );
}
