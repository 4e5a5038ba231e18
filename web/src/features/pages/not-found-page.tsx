import { Coffee, House, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Page } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";

export function NotFoundPage() {
  const { t } = useTranslation();

  return (
    <Page className="flex min-h-[60vh] items-center justify-center">
      <div className="mx-auto max-w-xl text-center">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-crema-100 text-terracotta">
          <Coffee className="size-10" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-coffee-700">
          {t("notFound.eyebrow")}
        </p>
        <h1 className="mt-2 text-3xl font-semibold">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg text-coffee-700">{t("notFound.text")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button asChild>
            <Link to="/">
              <House className="size-5" aria-hidden="true" />
              {t("notFound.home")}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/menu">
              <UtensilsCrossed className="size-5" aria-hidden="true" />
              {t("notFound.menu")}
            </Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}
