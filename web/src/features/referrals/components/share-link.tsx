import { Check, Copy, Share2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useCopyToClipboard } from "../../../lib/use-copy-to-clipboard.ts";
import { COPIED_MS } from "../referral-display.ts";

/** The link, a copy button (3 s confirmation) and a share button (the phone's share sheet, else copy). */
export function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const { copied, copy: copyText } = useCopyToClipboard(
    { copied: t("referrals.link.copied"), failed: t("referrals.link.copyFailed") },
    COPIED_MS,
  );
  const copy = () => copyText(link);

  const share = async () => {
    if (typeof navigator.share !== "function") return copy();
    try {
      await navigator.share({
        title: t("referrals.link.shareTitle"),
        text: t("referrals.link.shareText"),
        url: link,
      });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };

  return (
    <Card className="space-y-3">
      <label htmlFor="referral-link" className="block font-semibold">
        {t("referrals.link.label")}
      </label>
      <Input
        id="referral-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="referral-link"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={copy}>
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? t("referrals.link.copiedShort") : t("referrals.link.copy")}
        </Button>
        <Button variant="secondary" onClick={share}>
          <Share2 className="size-4" aria-hidden="true" />
          {t("referrals.link.share")}
        </Button>
      </div>
    </Card>
  );
}
