import type { PublicUser } from "@contract/users.ts";
import { BadgeCheck, MailWarning } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ApiError } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { useResendVerification } from "../api/email-verification.ts";

/** Whether the member proved their email, and the way to get the link again when not. */
export function EmailVerification({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  if (!user.email) return null;
  if (user.emailVerified) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-status-ready/15 px-3 py-1 text-sm font-medium text-green-800">
        <BadgeCheck className="size-4" aria-hidden="true" />
        {t("emailVerification.verified")}
      </p>
    );
  }
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success(t("emailVerification.resent", { email: user.email })),
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : t("newsletter.genericError")),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-saffron/15 p-3">
      <MailWarning className="size-5 shrink-0 text-saffron-dark" aria-hidden="true" />
      <p className="flex-1 text-sm text-coffee-900">{t("emailVerification.unverified")}</p>
      <Button type="button" variant="secondary" onClick={send} disabled={resend.isPending}>
        {resend.isPending && <Spinner />}
        {t("emailVerification.resend")}
      </Button>
    </div>
  );
}
