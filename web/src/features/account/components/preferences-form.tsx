import { canAcceptSms, type PreferencesUpdate, type PublicUser } from "@contract/users.ts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUpdatePreferences } from "../../auth/public.ts";
import { useChangeLanguage } from "../hooks/use-change-language.ts";

const switches = [
  "receiveOrderUpdates",
  "receivePointsUpdates",
  "receivePromotions",
  "acceptEmailMarketing",
  "acceptSmsMarketing",
] as const;
type SwitchName = (typeof switches)[number];

export function PreferencesForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const update = useUpdatePreferences();
  const changeLanguage = useChangeLanguage();
  const [values, setValues] = useState<Record<SwitchName, boolean>>(
    () => Object.fromEntries(switches.map((name) => [name, user[name]])) as Record<SwitchName, boolean>,
  );
  const [language, setLanguage] = useState(user.languagePreference);

  const save = () => {
    const changes: PreferencesUpdate = { ...values, languagePreference: language };
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(t("profile.preferencesSaved"));
        void changeLanguage(language, { saved: true });
      },
      onError: () =>
        toast.error(t("profile.preferencesFailed"), { description: t("profile.preferencesFailedText") }),
    });
  };

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">{t("profile.notifications")}</legend>
        {switches.map((name) => {
          const locked = name === "acceptSmsMarketing" && !canAcceptSms(user);
          return (
            <label key={name} className="flex items-start gap-3 rounded-lg bg-white p-3 shadow-soft">
              <input
                type="checkbox"
                role="switch"
                aria-checked={values[name]}
                className="mt-1 size-5 accent-somali-blue-dark"
                checked={values[name]}
                disabled={locked}
                onChange={(event) => setValues({ ...values, [name]: event.target.checked })}
              />
              <span>
                <span className="block font-medium">{t(`profile.switches.${name}`)}</span>
                {locked && (
                  <span className="block text-sm text-coffee-700">{t("profile.verifyPhoneForSms")}</span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <label className="block max-w-xs space-y-1.5">
        <span className="block font-semibold">{t("fields.languagePreference")}</span>
        <select
          className={inputClass}
          value={language}
          onChange={(e) => setLanguage(e.target.value as "en" | "so")}
        >
          <option value="en">{t("language.names.en")}</option>
          <option value="so">{t("language.names.so")}</option>
        </select>
      </label>
      <Button onClick={save} disabled={update.isPending}>
        {update.isPending && <Spinner />}
        {t("common.save")}
      </Button>
    </div>
  );
}
