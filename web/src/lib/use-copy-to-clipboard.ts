import { useCallback, useEffect, useState } from "react";
import { toast } from "./toast.ts";

interface CopyMessages {
  /** Toasted when the text is on the clipboard. */
  copied: string;
  /** Toasted when the browser refused (no permission, insecure page). */
  failed: string;
}

/** Copies text with a toast either way; `copied` stays true for `resetMs` so the button can show a tick. */
export function useCopyToClipboard(messages: CopyMessages, resetMs: number) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), resetMs);
    return () => clearTimeout(timer);
  }, [copied, resetMs]);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        toast.success(messages.copied);
      } catch {
        toast.error(messages.failed);
      }
    },
    [messages.copied, messages.failed],
  );

  return { copied, copy };
}
