import { type AboutStoryBody, aboutStoryBodySchema } from "@contract/content.ts";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
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
  const form = useSchemaForm(aboutStoryBodySchema, {
    values: { en: about.data?.story.en ?? "", so: about.data?.story.so ?? "" },
  });

  const submit = (story: AboutStoryBody) =>
    save.mutate(story, {
      onSuccess: () => toast.success(t("adminContent.story.saved")),
      onError: (error) => toast.error(t("adminContent.story.saveFailed"), { description: error.message }),
    });

  return (
    <Card>
      <CardHeading title={t("adminContent.story.title")} lead={t("adminContent.story.lead")} />
      {about.isLoading ? (
        <Spinner className="mt-4" />
      ) : (
        <Form form={form} onSubmit={submit} className="mt-4 space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <FormField form={form} name="en" label={t("adminContent.story.en")}>
              {(control) => (
                <textarea
                  {...control}
                  rows={8}
                  className={inputClass}
                  placeholder={t("adminContent.story.placeholder")}
                />
              )}
            </FormField>
            <FormField form={form} name="so" label={t("adminContent.story.so")}>
              {(control) => (
                <textarea
                  {...control}
                  lang="so"
                  rows={8}
                  className={inputClass}
                  placeholder={t("adminContent.story.placeholder")}
                />
              )}
            </FormField>
          </div>
          <p className="text-sm text-coffee-700">{t("adminContent.story.hint")}</p>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {t("adminContent.story.save")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
