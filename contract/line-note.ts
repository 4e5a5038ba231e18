/** An order line's special instructions (issue 14: "up to 140 characters"); no zod, the menu page reads it. */
export const LINE_NOTE_MAX = 140;

/** The note as it is kept: trimmed, at most LINE_NOTE_MAX characters, and none at all when blank. */
export function cleanLineNote(text: string | null | undefined): string | undefined {
  const note = (text ?? "").trim().slice(0, LINE_NOTE_MAX).trim();
  return note === "" ? undefined : note;
}
