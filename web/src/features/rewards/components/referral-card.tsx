import { REFERRAL_BONUS } from "@contract/loyalty.ts";
import { Check, Copy, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useCopyToClipboard } from "../../../lib/use-copy-to-clipboard.ts";

/** The rewards page's referral card: the /register?referralCode= link, copied with a 2 s confirmation. */
export function ReferralCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const { copied, copy: copyText } = useCopyToClipboard(
    { copied: t("referrals.link.copied"), failed: t("referrals.link.copyFailed") },
    2000,
  );
  const link = `${window.location.origin}/register?referralCode=${encodeURIComponent(code)}`;
  const copy = () => copyText(link);

  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Users className="size-5 text-somali-blue-dark" aria-hidden="true" />
        {t("rewards.referral.title", { points: REFERRAL_BONUS })}
      </h2>
      <p className="text-coffee-700">{t("rewards.referral.text", { points: REFERRAL_BONUS })}</p>
      <p className="text-sm">
        {t("rewards.referral.code")}{" "}
        <strong className="font-mono text-base" data-testid="referral-code">
          {code}
        </strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? t("rewards.referral.copied") : t("rewards.referral.copy")}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/referrals">{t("rewards.referral.more")}</Link>
        </Button>
      </div>
    </Card>
  );
}
