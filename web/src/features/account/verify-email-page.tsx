import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { ApiError } from "../../lib/api.ts";
import { useVerifyEmail } from "./api/email-verification.ts";

/**
 * /verify-email?user=&email=&expires=&token=: the link of the verification email. The page posts it once when it
 * opens; a mail scanner that only fetches the link proves nothing.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({
      user: Number(params.get("user")),
      email: params.get("email") ?? "",
      expires: Number(params.get("expires")),
      token: params.get("token") ?? "",
    });
  });

  return (
    <Page width="max-w-2xl">
      <PageHeader title={t("emailVerification.title")} />
      <Card className="space-y-4">
        {verify.isSuccess ? (
          <>
            <MailCheck className="size-12 text-status-ready" aria-hidden="true" />
            <p role="status" className="text-lg">
              {t("emailVerification.done", { email: verify.data.email })}
            </p>
            <Link to="/" className="inline-flex min-h-11 items-center font-medium">
              {t("emailVerification.home")}
            </Link>
          </>
        ) : verify.isError ? (
          <>
            <h2 className="text-xl font-semibold">{t("emailVerification.failedTitle")}</h2>
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
              {verify.error instanceof ApiError ? verify.error.message : t("newsletter.genericError")}
            </p>
            <Link to="/profile" className="inline-flex min-h-11 items-center font-medium">
              {t("emailVerification.toProfile")}
            </Link>
          </>
        ) : (
          <p className="flex items-center gap-2 text-coffee-700">
            <Spinner />
            {t("emailVerification.working")}
          </p>
        )}
      </Card>
    </Page>
  );
}
