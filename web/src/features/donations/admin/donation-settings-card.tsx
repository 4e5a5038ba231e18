import {
  type DonationSettings,
  donationSettingsSchema,
  MOSQUE_NAME_MAX,
} from "@contract/donation-settings.ts";
import { HandHeart } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDonationSettings, useSaveDonationSettings } from "../api/donation-settings.ts";

/** The mosque the donation page collects for, named on /donate and in each donor's receipt. */
export function DonationSettingsCard() {
  const { t } = useTranslation();
  const settings = useDonationSettings();
  const save = useSaveDonationSettings();
  const form = useSchemaForm(donationSettingsSchema, { defaultValues: { mosqueName: "" } });
  const saved = settings.data?.mosqueName;
  const { reset } = form;
  useEffect(() => {
    if (saved !== undefined) reset({ mosqueName: saved });
  }, [saved, reset]);

  const submit = (values: DonationSettings) =>
    save.mutate(values, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) =>
        toast.error(t("adminSettings.donations.saveFailed"), { description: failure.message }),
    });

  return (
    <Card className="space-y-4">
      <CardHeading
        icon={HandHeart}
        title={t("adminSettings.donations.title")}
        lead={t("adminSettings.donations.lead")}
      />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <p role="alert" className="text-status-cancelled">
          {t("adminSettings.donations.loadFailed")}
        </p>
      ) : (
        <Form form={form} onSubmit={submit} className="space-y-4">
          <FormField form={form} name="mosqueName" label={t("adminSettings.donations.mosqueName")}>
            {(control) => <Input {...control} maxLength={MOSQUE_NAME_MAX} />}
          </FormField>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {t("adminSettings.donations.save")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
