import { donationSettingsSchema, MOSQUE_NAME_MAX } from "@contract/donation-settings.ts";
import { HandHeart } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDonationSettings, useSaveDonationSettings } from "../../donations/public.ts";

/** The mosque the donation page collects for, named on /donate and in each donor's receipt. */
export function DonationSettingsCard() {
  const { t } = useTranslation();
  const settings = useDonationSettings();
  const save = useSaveDonationSettings();
  const [mosqueName, setMosqueName] = useState("");
  const [error, setError] = useState<string>();
  const saved = settings.data?.mosqueName;
  useEffect(() => {
    if (saved !== undefined) setMosqueName(saved);
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = donationSettingsSchema.safeParse({ mosqueName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) =>
        toast.error(t("adminSettings.donations.saveFailed"), { description: failure.message }),
    });
  };

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <HandHeart className="size-5 text-somali-blue-dark" aria-hidden="true" />
          {t("adminSettings.donations.title")}
        </h2>
        <p className="mt-1 text-coffee-700">{t("adminSettings.donations.lead")}</p>
      </div>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <p role="alert" className="text-status-cancelled">
          {t("adminSettings.donations.loadFailed")}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field label={t("adminSettings.donations.mosqueName")} error={error}>
            {(a11y) => (
              <Input
                {...a11y}
                value={mosqueName}
                maxLength={MOSQUE_NAME_MAX}
                onChange={(e) => setMosqueName(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {t("adminSettings.donations.save")}
          </Button>
        </form>
      )}
    </Card>
  );
}
