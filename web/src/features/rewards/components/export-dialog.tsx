import { exportQuerySchema } from "@contract/loyalty-api.ts";
import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog } from "../../../components/ui/button-dialog.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useExportLoyaltyData } from "../api/export-loyalty-data.ts";

/** The format as the radio buttons hold it ("true" for the PDF), and an address the server would mail. */
const exportFormSchema = exportQuerySchema.pick({ isPdf: true, email: true });

/** Export dialog: CSV or PDF, downloaded, or emailed when an address is given ('Export Requested'). */
export function ExportDialog() {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      title={t("rewards.export.title")}
      description={t("rewards.export.text")}
      trigger={
        <Button variant="secondary" size="sm">
          <Download className="size-4" aria-hidden="true" />
          {t("rewards.export.open")}
        </Button>
      }
    >
      {(close) => <ExportForm onDone={close} />}
    </ButtonDialog>
  );
}

function ExportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const exporter = useExportLoyaltyData();
  const form = useSchemaForm(exportFormSchema, { defaultValues: { isPdf: "false", email: "" } });
  const emailing = String(form.watch("email") ?? "").trim() !== "";

  const run = ({ isPdf, email }: { isPdf?: boolean | undefined; email?: string | undefined }) =>
    exporter.mutate(
      { isPdf: isPdf ?? false, email },
      {
        onSuccess: (result) => {
          if (result === "emailed")
            toast.success(t("rewards.export.requested"), {
              description: t("rewards.export.requestedText", { email: email ?? "" }),
            });
          onDone();
        },
        onError: (error) =>
          toast.error(t("rewards.export.failed"), {
            description: error.message || t("rewards.export.failedFallback"),
          }),
      },
    );

  return (
    <Form form={form} onSubmit={run} className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("rewards.export.format")}</legend>
        <div className="flex flex-wrap gap-3">
          {(["false", "true"] as const).map((pdf) => (
            <label
              key={pdf}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-crema-200 bg-white px-3"
            >
              <input type="radio" value={pdf} className="accent-coffee-900" {...form.register("isPdf")} />
              {pdf === "true" ? t("rewards.export.pdf") : t("rewards.export.csv")}
            </label>
          ))}
        </div>
      </fieldset>
      {/* The server mails only to a real address, so the form asks for one too. */}
      <FormField form={form} name="email" label={`${t("rewards.export.email")} (${t("common.optional")})`}>
        {(control) => <Input {...control} type="email" />}
      </FormField>
      <Button type="submit" className="w-full" disabled={exporter.isPending}>
        {exporter.isPending && <Spinner />}
        {emailing ? t("rewards.export.send") : t("rewards.export.download")}
      </Button>
    </Form>
  );
}
