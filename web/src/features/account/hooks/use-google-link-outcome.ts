import { GOOGLE_AUTH_FAILED } from "@contract/auth-rules.ts";
import { GOOGLE_LINK_TAKEN, GOOGLE_LINKED } from "@contract/email-verification.ts";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";

/** The profile's "Link Google" returns here with `?google=`: say how it went, once, and clean the address. */
export function useGoogleLinkOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get("google");
  useEffect(() => {
    if (outcome === null) return;
    if (outcome === GOOGLE_LINKED) toast.success(t("emailVerification.googleLinkedNow"));
    else if (outcome === GOOGLE_LINK_TAKEN) toast.error(t("emailVerification.googleLinkTaken"));
    else if (outcome === GOOGLE_AUTH_FAILED) toast.error(t("emailVerification.googleLinkFailed"));
    setParams({}, { replace: true });
  }, [outcome, setParams, t]);
}
