/** PostgreSQL's unique_violation, with the index it hit. */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  if (e?.code !== "23505") return undefined;
  return e.constraint ?? e.message ?? "";
}
