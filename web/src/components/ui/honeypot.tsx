import { type ComponentProps, useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";

/**
 * The field only bots fill in (register it as `HONEYPOT_FIELD`): out of sight, out of the tab order and
 * hidden from screen readers. The server drops what arrives with it filled, answering as if all went well.
 */
export function Honeypot(props: ComponentProps<"input">) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("newsletter.form.honeypot")}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
