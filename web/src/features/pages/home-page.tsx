import { business } from "@contract/business.ts";
import { WELCOME_BONUS } from "@contract/loyalty.ts";
import { ArrowRight, Coffee, Gift, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Page } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useCartCount } from "../cart/public.ts";
import { OpenStatus } from "../ordering-hours/public.ts";
import { VisitDetails } from "./visit-details.tsx";

export function HomePage() {
  const { t } = useTranslation();
  // With nothing to check out yet, ordering starts at the menu.
  const orderTo = useCartCount() > 0 ? "/order" : "/menu";

  return (
    <Page>
      <section
        aria-labelledby="home-title"
        className="grid items-center gap-8 rounded-2xl bg-crema-100 p-6 sm:p-10 md:grid-cols-[3fr_2fr] lg:p-12"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-coffee-700">
            {t("home.hero.eyebrow")}
          </p>
          <h1 id="home-title" className="mt-2 text-3xl font-semibold">
            {t("home.hero.title", { name: business.name })}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-coffee-700">{t("home.hero.text")}</p>
          <OpenStatus className="mt-4" />
          <div className="mt-8 flex flex-wrap gap-4">
            <Button asChild size="lg">
              <Link to="/menu">
                <UtensilsCrossed className="size-5" aria-hidden="true" />
                {t("home.hero.explore")}
              </Link>
            </Button>
            <Button asChild size="lg" variant="accent">
              <Link to={orderTo}>
                {t("home.hero.order")}
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-coffee-700">{t("home.hero.orderNote")}</p>
        </div>
        <img
          src="/logo.svg"
          alt={t("home.hero.logoAlt", { name: business.name })}
          width={280}
          height={280}
          className="mx-auto w-40 sm:w-56 md:w-full md:max-w-[280px]"
        />
      </section>

      <section aria-labelledby="home-highlights" className="mt-12 md:mt-16">
        <h2 id="home-highlights" className="text-2xl font-semibold">
          {t("home.highlights.title")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {(["tea", "food"] as const).map((key) => {
            const Icon = key === "tea" ? Coffee : UtensilsCrossed;
            return (
              <li key={key}>
                <Card className="h-full">
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-crema-100 text-terracotta">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold">{t(`home.highlights.${key}.title`)}</h3>
                  <p className="mt-2 text-coffee-700">{t(`home.highlights.${key}.text`)}</p>
                </Card>
              </li>
            );
          })}
          <li>
            <Card className="h-full">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-saffron text-coffee-900">
                <Gift className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{t("home.highlights.points.title")}</h3>
              <p className="mt-2 text-coffee-700">
                {t("home.highlights.points.text", { points: WELCOME_BONUS })}
              </p>
              <Link
                to="/rewards"
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium underline underline-offset-4"
              >
                {t("home.highlights.points.link")}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Card>
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="home-visit"
        className="mt-12 grid gap-8 rounded-2xl bg-crema-100 p-6 sm:p-10 md:mt-16 md:grid-cols-2"
      >
        <div>
          <h2 id="home-visit" className="text-2xl font-semibold">
            {t("home.visit.title")}
          </h2>
          <p className="mt-4 text-coffee-700">{t("home.visit.text")}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            <Button asChild variant="primary">
              <Link to="/contact">{t("home.visit.directions")}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/about">{t("home.visit.about")}</Link>
            </Button>
          </div>
        </div>
        <Card className="space-y-6">
          <VisitDetails />
        </Card>
      </section>
    </Page>
  );
}
