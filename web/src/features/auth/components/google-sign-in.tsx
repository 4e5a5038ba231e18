import { GOOGLE_SIGN_IN_PATH } from "@contract/auth-rules.ts";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { authProviderQueries } from "../api/auth-providers.ts";
import { GoogleMark } from "./google-mark.tsx";

/** "Continue with Google", shown only when the shop is configured for it (GOOGLE_CLIENT_ID). */
export function GoogleSignIn({ label }: { label: "signIn" | "signUp" }) {
  const { t } = useTranslation();
  const { data } = useQuery(authProviderQueries.all());
  if (!data?.google) return null;
  return (
    <div className="mt-6">
      <p className="mb-3 flex items-center gap-3 text-sm text-coffee-700" aria-hidden="true">
        <span className="h-px flex-1 bg-crema-200" />
        {t("google.or")}
        <span className="h-px flex-1 bg-crema-200" />
      </p>
      <Button asChild variant="secondary" className="w-full">
        {/* A full navigation: the server sends the browser on to Google. */}
        <a href={GOOGLE_SIGN_IN_PATH}>
          <GoogleMark />
          {label === "signIn" ? t("google.signIn") : t("google.signUp")}
        </a>
      </Button>
    </div>
  );
}
