import type { Language } from "@contract/language.ts";
import {
  type CampaignDraft,
  type CampaignDraftInput,
  campaignContent,
  campaignDraftSchema,
  campaignParagraphs,
} from "@contract/newsletter-campaigns.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send, TestTube2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { ChoiceChip } from "../../../components/ui/choice-chip.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
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
  const form = useForm<CampaignDraftInput, unknown, CampaignDraft>({
    resolver: zodResolver(campaignDraftSchema),
    mode: "onTouched",
    defaultValues: empty,
  });
  const { errors } = form.formState;
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
  const askToSend = form.handleSubmit((draft) => setConfirming(draft));
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

  const textarea =
    (name: "bodyEn" | "bodySo", lang: Language) =>
    (a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => (
      <textarea
        {...a11y}
        lang={lang}
        rows={7}
        className={cn(inputClass, "resize-y")}
        {...form.register(name)}
      />
    );

  return (
    <form onSubmit={askToSend} noValidate className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold">{t("language.names.en")}</legend>
          <Field label={t("adminNewsletter.compose.subjectEn")} error={errors.subjectEn?.message}>
            {(a11y) => <Input {...a11y} lang="en" {...form.register("subjectEn")} />}
          </Field>
          <Field
            label={t("adminNewsletter.compose.bodyEn")}
            error={errors.bodyEn?.message}
            hint={t("adminNewsletter.compose.bodyHint")}
          >
            {textarea("bodyEn", "en")}
          </Field>
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold">
            {t("language.names.so")}{" "}
            <span className="font-normal text-coffee-700">({t("common.optional")})</span>
          </legend>
          <Field label={t("adminNewsletter.compose.subjectSo")} error={errors.subjectSo?.message}>
            {(a11y) => <Input {...a11y} lang="so" {...form.register("subjectSo")} />}
          </Field>
          <Field
            label={t("adminNewsletter.compose.bodySo")}
            error={errors.bodySo?.message}
            hint={t("adminNewsletter.compose.bodyHint")}
          >
            {textarea("bodySo", "so")}
          </Field>
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
                {t(`language.names.${language}`)}
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
    </form>
  );
}
