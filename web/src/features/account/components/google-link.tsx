import { GOOGLE_LINK_PATH } from "@contract/email-verification.ts";
import type { PublicUser } from "@contract/users.ts";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { authProviderQueries, GoogleMark } from "../../auth/public.ts";

/** Linking Google to an account made with a password: shown only when the shop offers Google sign-in. */
export function GoogleLink({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const { data } = useQuery(authProviderQueries.all());
  if (!data?.google || user.role !== "member") return null;
  return (
    <section aria-labelledby="google-link-title" className="space-y-3">
      <h2 id="google-link-title" className="text-xl font-semibold">
        {t("emailVerification.google")}
      </h2>
      {user.googleLinked ? (
        <p className="flex items-center gap-2 text-coffee-700">
          <BadgeCheck className="size-5 text-status-ready" aria-hidden="true" />
          {t("emailVerification.googleLinkedText")}
        </p>
      ) : (
        <>
          <p className="text-coffee-700">{t("emailVerification.googleLead")}</p>
          <Button asChild variant="secondary">
            {/* A full navigation: the server sends the browser on to Google and back to the profile. */}
            <a href={GOOGLE_LINK_PATH}>
              <GoogleMark />
              {t("emailVerification.linkGoogle")}
            </a>
          </Button>
        </>
      )}
    </section>
  );
}
