import { emailSchema } from "@contract/fields.ts";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useExportLoyaltyData } from "../api/export-loyalty-data.ts";

/** Export dialog: CSV or PDF, downloaded, or emailed when an address is given ('Export Requested'). */
export function ExportDialog() {
  const { t } = useTranslation();
  const exporter = useExportLoyaltyData();
  const [open, setOpen] = useState(false);
  const [isPdf, setIsPdf] = useState(false);
  const [email, setEmail] = useState("");

  const run = () => {
    const address = email.trim();
    // The spec only asks for an @; the server wants a real address, so the dialog asks for one too.
    if (address && !emailSchema.safeParse(address).success) {
      return toast.error(t("rewards.export.invalidEmail"), {
        description: t("rewards.export.invalidEmailText"),
      });
    }
    exporter.mutate(
      { isPdf, email: address || undefined },
      {
        onSuccess: (result) => {
          if (result === "emailed")
            toast.success(t("rewards.export.requested"), {
              description: t("rewards.export.requestedText", { email: address }),
            });
          setOpen(false);
        },
        onError: (error) =>
          toast.error(t("rewards.export.failed"), {
            description: error.message || t("rewards.export.failedFallback"),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Download className="size-4" aria-hidden="true" />
          {t("rewards.export.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("rewards.export.title")} description={t("rewards.export.text")}>
        <div className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("rewards.export.format")}</legend>
            <div className="flex flex-wrap gap-3">
              {[false, true].map((pdf) => (
                <label
                  key={String(pdf)}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-crema-200 bg-white px-3"
                >
                  <input
                    type="radio"
                    name="format"
                    checked={isPdf === pdf}
                    onChange={() => setIsPdf(pdf)}
                    className="accent-coffee-900"
                  />
                  {pdf ? t("rewards.export.pdf") : t("rewards.export.csv")}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label={`${t("rewards.export.email")} (${t("common.optional")})`}>
            {(a11y) => (
              <Input {...a11y} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </Field>
          <Button className="w-full" onClick={run} disabled={exporter.isPending}>
            {exporter.isPending && <Spinner />}
            {email.trim() ? t("rewards.export.send") : t("rewards.export.download")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
