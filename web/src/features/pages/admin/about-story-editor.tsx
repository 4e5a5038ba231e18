import { type AboutStoryBody, aboutStoryBodySchema } from "@contract/content.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { aboutContentQuery } from "../api/about-content.ts";
import { useSaveAboutStory } from "./api/save-about-story.ts";

/** About Page Content: the story in English and Somali; an empty box keeps the built-in story. */
export function AboutStoryEditor() {
  const { t } = useTranslation();
  const about = useQuery(aboutContentQuery());
  const save = useSaveAboutStory();
  const form = useForm<AboutStoryBody>({
    resolver: zodResolver(aboutStoryBodySchema),
    values: { en: about.data?.story.en ?? "", so: about.data?.story.so ?? "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((story) =>
    save.mutate(story, {
      onSuccess: () => toast.success(t("adminContent.story.saved")),
      onError: (error) => toast.error(t("adminContent.story.saveFailed"), { description: error.message }),
    }),
  );

  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("adminContent.story.title")}</h2>
      <p className="mt-1 text-coffee-700">{t("adminContent.story.lead")}</p>
      {about.isLoading ? (
        <Spinner className="mt-4" />
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <div className="grid gap-4 lg:grid-cols-2">
            <Field label={t("adminContent.story.en")} error={errors.en?.message}>
              {(a11y) => (
                <textarea
                  {...a11y}
                  rows={8}
                  className={inputClass}
                  placeholder={t("adminContent.story.placeholder")}
                  {...form.register("en")}
                />
              )}
            </Field>
            <Field label={t("adminContent.story.so")} error={errors.so?.message}>
              {(a11y) => (
                <textarea
                  {...a11y}
                  lang="so"
                  rows={8}
                  className={inputClass}
                  placeholder={t("adminContent.story.placeholder")}
                  {...form.register("so")}
                />
              )}
            </Field>
          </div>
          <p className="text-sm text-coffee-700">{t("adminContent.story.hint")}</p>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {t("adminContent.story.save")}
          </Button>
        </form>
      )}
    </Card>
  );
}
