import { Home, MailCheck, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** The back-to-home and contact links the unsubscribe page always offers. */
export function UnsubscribeLinks() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <Button asChild variant="secondary">
        <Link to="/">
          <Home className="size-5" aria-hidden="true" />
          {t("unsubscribe.backHome")}
        </Link>
      </Button>
      <span className="text-coffee-700">{t("unsubscribe.question")}</span>
      <Link to="/contact" className="inline-flex min-h-11 items-center gap-2 font-medium">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t("unsubscribe.contact")}
      </Link>
    </div>
  );
}

/** Success: the server's confirmation, and the way back should the reader change their mind. */
export function UnsubscribeDone({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Page width="max-w-2xl">
      <Card className="space-y-4 text-center">
        <MailCheck className="mx-auto size-12 text-status-ready" aria-hidden="true" />
        <h1 className="text-3xl font-semibold">{t("unsubscribe.successTitle")}</h1>
        <p role="status" className="text-lg">
          {message}
        </p>
        <p className="text-coffee-700">{t("unsubscribe.successText")}</p>
        <Link to="/newsletter" className="inline-flex min-h-11 items-center font-medium">
          {t("unsubscribe.resubscribe")}
        </Link>
      </Card>
      <UnsubscribeLinks />
    </Page>
  );
}
