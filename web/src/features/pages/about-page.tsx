import { business } from "@contract/business.ts";
import { Globe, HandHeart, Heart, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { storyParagraphs, useAboutContent } from "./api/about-content.ts";
import { VisitDetails } from "./visit-details.tsx";

const values = [
  { key: "community", icon: Users },
  { key: "culture", icon: Globe },
  { key: "joy", icon: Heart },
] as const;

const founders = [
  { key: "first", image: "image1" },
  { key: "second", image: "image2" },
] as const;

export function AboutPage() {
  const { t, i18n } = useTranslation();
  const name = business.name;
  const content = useAboutContent().data;
  // The café's own story in the reader's language when it wrote one, else the built-in text.
  const written = content?.story[i18n.language === "so" ? "so" : "en"];
  const story = written ? storyParagraphs(written) : [t("about.story.p1", { name }), t("about.story.p2")];

  return (
    <Page>
      <PageHeader title={t("about.title")} lead={t("about.lead")} />

      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <section aria-labelledby="about-story">
          <h2 id="about-story" className="text-2xl font-semibold">
            {t("about.story.title")}
          </h2>
          {story.map((paragraph) => (
            <p key={paragraph} className="mt-4 whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="about-founders">
          <h2 id="about-founders" className="text-2xl font-semibold">
            {t("about.founders.title")}
          </h2>
          <p className="mt-4 text-coffee-700">{t("about.founders.text", { name })}</p>
          <div className="mt-6 grid grid-cols-2 gap-4 sm:gap-6">
            {founders.map(({ key: founder, image }) => (
              <figure key={founder}>
                <img
                  src={content?.founderImages[image] ?? "/images/founder-placeholder.svg"}
                  alt={t(`about.founders.${founder}.alt`, { name })}
                  width={320}
                  height={400}
                  loading="lazy"
                  className="aspect-[4/5] w-full rounded-xl bg-crema-100 object-cover shadow-soft"
                />
                <figcaption className="mt-2 text-sm font-medium text-coffee-700">
                  {t(`about.founders.${founder}.caption`)}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      </div>

      <section
        aria-labelledby="about-community"
        className="mt-12 rounded-2xl bg-crema-100 p-6 sm:p-10 md:mt-16"
      >
        <div className="max-w-3xl">
          <h2 id="about-community" className="text-2xl font-semibold">
            {t("about.community.title")}
          </h2>
          <p className="mt-4">{t("about.community.p1")}</p>
          <p className="mt-4">{t("about.community.p2")}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/donate">
              <HandHeart className="size-5" aria-hidden="true" />
              {t("about.community.donate")}
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="about-values" className="mt-12 md:mt-16">
        <h2 id="about-values" className="text-2xl font-semibold">
          {t("about.values.title")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {values.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-crema-100 text-terracotta">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{t(`about.values.${key}.title`)}</h3>
                <p className="mt-2 text-coffee-700">{t(`about.values.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-visit" className="mt-12 md:mt-16">
        <Card padding="p-4 sm:p-10" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="about-visit" className="text-2xl font-semibold">
              {t("about.visit.title")}
            </h2>
            <p className="mt-4 text-coffee-700">{t("about.visit.text")}</p>
            <Button asChild className="mt-6">
              <Link to="/contact">{t("about.visit.contact")}</Link>
            </Button>
          </div>
          <div className="space-y-6">
            <VisitDetails />
          </div>
        </Card>
      </section>
    </Page>
  );
}
