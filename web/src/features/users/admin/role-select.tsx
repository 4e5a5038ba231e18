import { type Role, roles } from "@contract/permissions.ts";
import type { SelectHTMLAttributes } from "react";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** The role of a user, with a line saying what that role may do at the café. */
export function RoleSelect({
  value,
  hint,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "value"> & { value: Role; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Field label={t("adminUsers.role.label")} hint={hint ?? t(`adminUsers.role.may.${value}`)}>
      {(a11y) => (
        <select {...a11y} {...props} value={value} className={inputClass}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`adminUsers.role.names.${role}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
