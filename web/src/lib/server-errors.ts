import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api.ts";

/** Puts the server's field errors (zod's `errors` list) on the form's fields, so nothing typed is lost. */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: Error,
) {
  const body =
    error instanceof ApiError ? (error.body as { errors?: { path: string[]; message: string }[] }) : null;
  for (const issue of body?.errors ?? []) {
    const name = issue.path[0];
    if (name && name in form.getValues()) form.setError(name as Path<T>, { message: issue.message });
  }
}
