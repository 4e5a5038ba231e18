import type { Language } from "@contract/language.ts";
import {
  type CampaignDraft,
  type CampaignDraftInput,
  campaignContent,
  campaignDraftSchema,
  campaignParagraphs,
} from "@contract/newsletter-campaigns.ts";
import { Send, TestTube2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ChoiceChip } from "../../../components/ui/choice-chip.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { Input, inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast } from "../../../lib/toast.ts";
import { useSendCampaign, useSendTestCampaign } from "./api.ts";

const empty: CampaignDraftInput = { subjectEn: "", bodyEn: "", subjectSo: "", bodySo: "" };
const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** What one reader will see: subject and paragraphs, in the chosen language or its English fallback. */
function Preview({ values, language }: { values: CampaignDraftInput; language: Language }) {
  const { t } = useTranslation();
  const content = campaignContent(
    {
      subjectEn: asText(values.subjectEn),
      bodyEn: asText(values.bodyEn),
      subjectSo: asText(values.subjectSo),
      bodySo: asText(values.bodySo),
    },
    language,
  );
  if (!content.subject.trim() || !content.body.trim())
    return <p className="text-coffee-700">{t("adminNewsletter.compose.previewEmpty")}</p>;
  return (
    <div className="space-y-3">
      {language === "so" && content.language === "en" && (
        <p className="rounded-lg bg-saffron/15 p-2 text-sm">{t("adminNewsletter.compose.fallbackNote")}</p>
      )}
      <article lang={content.language} className="rounded-xl border border-crema-200 bg-white p-4">
        <h4 className="font-display text-lg font-semibold break-words">{content.subject}</h4>
        <div className="mt-2 space-y-2 break-words">
          {campaignParagraphs(content.body).map((lines) => (
            // A paragraph's text is its identity here; the line breaks inside it stay as written.
            <p key={lines.join("\n")} className="whitespace-pre-line">
              {lines.join("\n")}
            </p>
          ))}
        </div>
        <p className="mt-4 border-t border-crema-200 pt-2 text-xs text-coffee-700">
          {t("adminNewsletter.compose.unsubscribeNote")}
        </p>
      </article>
    </div>
  );
}

/** Compose in both languages, preview, test to yourself, then send to everyone (after a confirmation). */
export function ComposeForm({ subscribers }: { subscribers: number | undefined }) {
  const { t } = useTranslation();
  const [previewLanguage, setPreviewLanguage] = useState<Language>("en");
  const [confirming, setConfirming] = useState<CampaignDraft | null>(null);
  const send = useSendCampaign();
  const test = useSendTestCampaign();
  const form = useSchemaForm(campaignDraftSchema, { mode: "onTouched", defaultValues: empty });
  const values = form.watch();

  const sendTest = form.handleSubmit((draft) =>
    test.mutate(
      { draft, language: previewLanguage },
      {
        onSuccess: (answer) =>
          toast.success(t("adminNewsletter.compose.testSent"), { description: answer.message }),
        onError: (error) =>
          toast.error(t("adminNewsletter.compose.testFailed"), { description: error.message }),
      },
    ),
  );
  const sendToAll = () => {
    if (!confirming) return;
    send.mutate(confirming, {
      onSuccess: () => {
        toast.success(t("adminNewsletter.compose.started"));
        setConfirming(null);
        form.reset(empty);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(t("adminNewsletter.compose.failed"), { description: error.message });
      },
    });
  };

  const body = (name: "bodyEn" | "bodySo", label: string, lang: Language) => (
    <FormField form={form} name={name} label={label} hint={t("adminNewsletter.compose.bodyHint")}>
      {(control) => <textarea {...control} lang={lang} rows={7} className={cn(inputClass, "resize-y")} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={setConfirming} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold">{t("language.inText.en")}</legend>
          <FormField form={form} name="subjectEn" label={t("adminNewsletter.compose.subjectEn")}>
            {(control) => <Input {...control} lang="en" />}
          </FormField>
          {body("bodyEn", t("adminNewsletter.compose.bodyEn"), "en")}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold">
            {t("language.inText.so")}{" "}
            <span className="font-normal text-coffee-700">({t("common.optional")})</span>
          </legend>
          <FormField form={form} name="subjectSo" label={t("adminNewsletter.compose.subjectSo")}>
            {(control) => <Input {...control} lang="so" />}
          </FormField>
          {body("bodySo", t("adminNewsletter.compose.bodySo"), "so")}
        </fieldset>
      </div>

      <section aria-labelledby="newsletter-preview" className="space-y-3 rounded-xl bg-crema-100 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="newsletter-preview" className="font-semibold">
            {t("adminNewsletter.compose.preview")}
          </h3>
          <div role="radiogroup" aria-label={t("adminNewsletter.compose.previewIn")} className="flex gap-2">
            {(["en", "so"] as const).map((language) => (
              <ChoiceChip
                key={language}
                name="preview-language"
                value={language}
                selected={previewLanguage === language}
                checked={previewLanguage === language}
                onChange={() => setPreviewLanguage(language)}
              >
                {t(`language.inText.${language}`)}
              </ChoiceChip>
            ))}
          </div>
        </div>
        <Preview values={values} language={previewLanguage} />
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={sendTest} disabled={test.isPending}>
          {test.isPending ? (
            <Spinner label={t("adminNewsletter.compose.sending")} />
          ) : (
            <TestTube2 className="size-5" aria-hidden="true" />
          )}
          {t("adminNewsletter.compose.sendTest")}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          <Send className="size-5" aria-hidden="true" />
          {t("adminNewsletter.compose.sendAll")}
        </Button>
      </div>

      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !send.isPending && setConfirming(null)}
      >
        <DialogContent
          title={t("adminNewsletter.compose.confirmTitle")}
          description={t("adminNewsletter.compose.confirmBody", { count: subscribers ?? 0 })}
        >
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary" disabled={send.isPending}>
                {t("common.cancel")}
              </Button>
            </DialogClose>
            <Button onClick={sendToAll} disabled={send.isPending}>
              {send.isPending && <Spinner label={t("adminNewsletter.compose.sending")} />}
              {t("adminNewsletter.compose.confirmSend")}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </Form>
  );
}
