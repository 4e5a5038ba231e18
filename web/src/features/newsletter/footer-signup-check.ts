import { newsletterFormSchema } from "@contract/newsletter.ts";

/**
 * The footer form's check, loaded with its first submit rather than with every page
 * (docs/architecture.md#budgets): the footer shows on every page, and the validator is the biggest library of
 * the shop.
 */
export function checkFooterSignup(values: { email: string; website: string }) {
  const parsed = newsletterFormSchema.safeParse({ ...values, fullName: "" });
  return parsed.success
    ? { values: parsed.data }
    : {
        problem: (parsed.error.issues.find((issue) => issue.path[0] === "email") ?? parsed.error.issues[0])
          ?.message,
      };
}
