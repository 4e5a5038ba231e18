import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useUser } from "./api/use-user.ts";

/**
 * Fills a form's name and email with the signed-in member's own once the member is known, where the reader has
 * typed nothing: a member writing to the café or giving was asked again for what the shop holds. Public
 * pages are rendered signed out, so the member arrives after the form is on screen.
 */
export function useMemberPrefill<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: { name?: Path<Values>; email?: Path<Values> },
) {
  const { user } = useUser();
  const { name, email } = fields;
  useEffect(() => {
    if (!user) return;
    for (const [field, value] of [
      [name, user.fullName],
      [email, user.email],
    ] as const) {
      if (!field || !value || form.getFieldState(field).isDirty || form.getValues(field)) continue;
      form.setValue(field, value as PathValue<Values, Path<Values>>);
    }
  }, [user, form, name, email]);
}
