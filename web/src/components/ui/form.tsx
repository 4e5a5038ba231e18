import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps, ReactNode } from "react";
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
  useFormState,
} from "react-hook-form";
import type { z } from "zod";
import { Field } from "./field.tsx";

/**
 * A form checked by a contract schema (docs/architecture.md "Forms"): what the field holds is the schema's
 * input, what `onSubmit` receives its output, and its `errors.*` messages are the fields' texts.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}

type FormProps<Input extends FieldValues, Output> = Omit<ComponentProps<"form">, "onSubmit"> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Called with the schema's output only: on bad input nothing is sent and the first wrong field has the focus. */
  onSubmit: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Input>;
};

/** A `<form>` that leaves checking to the schema rather than the browser's own bubbles. */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<Input, Output>) {
  return (
    <form noValidate {...props} onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
      {children}
    </form>
  );
}

/** What a `FormField` hands its control: the label's id, the error's wiring and react-hook-form's props. */
export type FieldControl<Name extends string = string> = UseFormRegisterReturn<Name> & {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
};

/** The error react-hook-form holds for `name`, as the message key the schema gave it. */
export function useFieldError<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  name: Path<Input>,
): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

/**
 * One field of a schema form: its label, its control and its error in the reader's language, wired for
 * screen readers (`aria-invalid`, `aria-describedby`).
 */
export function FormField<Input extends FieldValues, Name extends Path<Input>>({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: UseFormReturn<Input, unknown, unknown>;
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  children: (control: FieldControl<Name>) => ReactNode;
}) {
  const error = useFieldError(form, name);
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => children({ ...a11y, ...form.register(name) })}
    </Field>
  );
}
