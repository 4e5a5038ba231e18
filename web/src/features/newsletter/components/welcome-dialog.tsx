import { Coffee } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";

/** Opens after a subscription: a warm welcome, a note for a friend's invitation, and the way to the menu. */
export function WelcomeDialog({
  welcome,
  referralCode,
  onClose,
}: {
  welcome: { name?: string | undefined } | null;
  referralCode?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = welcome?.name
    ? t("newsletter.welcome.titleNamed", { name: welcome.name })
    : t("newsletter.welcome.title");
  return (
    <Dialog open={welcome !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={t("newsletter.welcome.text")}>
        {referralCode && (
          <p className="mb-4 rounded-lg bg-crema-100 p-3 text-sm">
            {t("newsletter.welcome.referral", { code: referralCode })}
          </p>
        )}
        <Button asChild onClick={onClose}>
          <Link to="/menu">
            <Coffee className="size-5" aria-hidden="true" />
            {t("newsletter.welcome.menu")}
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
