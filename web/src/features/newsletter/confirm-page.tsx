import { Coffee, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { ApiError } from "../../lib/api.ts";
import { useConfirmSubscription } from "./api/confirm.ts";

/**
 * /newsletter/confirm?email=&expires=&token=: the double opt-in link of the confirmation email. The page posts
 * the link once when it opens; a mail scanner that only fetches the link confirms nothing.
 */
export function ConfirmSubscriptionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirm = useConfirmSubscription();
  const sent = useRef(false);
  const email = params.get("email") ?? "";
  const expires = params.get("expires") ?? "";
  const token = params.get("token") ?? "";

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ email, expires: Number(expires), token });
  });

  if (confirm.isSuccess) {
    return (
      <Page width="max-w-2xl">
        <Card className="space-y-4 text-center">
          <MailCheck className="mx-auto size-12 text-status-ready" aria-hidden="true" />
          <h1 className="text-3xl font-semibold">{t("newsletter.welcome.title")}</h1>
          <p role="status" className="text-lg">
            {confirm.data.message}
          </p>
          <p className="text-coffee-700">{t("newsletter.welcome.text")}</p>
          <Button asChild>
            <Link to="/menu">
              <Coffee className="size-5" aria-hidden="true" />
              {t("newsletter.welcome.menu")}
            </Link>
          </Button>
        </Card>
      </Page>
    );
  }

  return (
    <Page width="max-w-2xl">
      <PageHeader title={t("newsletter.confirm.title")} />
      <Card className="space-y-4">
        {confirm.isError ? (
          <>
            <h2 className="text-xl font-semibold">{t("newsletter.confirm.failedTitle")}</h2>
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
              {confirm.error instanceof ApiError ? confirm.error.message : t("newsletter.genericError")}
            </p>
            <Link to="/newsletter" className="inline-flex min-h-11 items-center font-medium">
              {t("newsletter.confirm.again")}
            </Link>
          </>
        ) : (
          <p className="flex items-center gap-2 text-coffee-700">
            <Spinner />
            {t("newsletter.confirm.working")}
          </p>
        )}
      </Card>
    </Page>
  );
}
