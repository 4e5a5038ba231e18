import { WELCOME_BONUS } from "@contract/loyalty.ts";
import { Gift } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/**
 * Signed out: Sign In and Create account links to the auth page's tabs (docs/architecture.md#product-rules).
 */
export function SignedOutRewards() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-xl space-y-4 text-center">
      <Gift className="mx-auto size-12 text-terracotta" aria-hidden="true" />
      <h2 className="text-2xl font-semibold">{t("rewards.signedOut.title")}</h2>
      <p className="text-coffee-700">{t("rewards.signedOut.text", { points: WELCOME_BONUS })}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/auth#login">{t("rewards.signedOut.signIn")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/auth#register">{t("rewards.signedOut.createAccount")}</Link>
        </Button>
      </div>
    </Card>
  );
}
