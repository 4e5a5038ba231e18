import type { FastifyRequest } from "fastify";
import { business } from "../../../contract/business.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { sendQuietly } from "../../lib/public-form.ts";
import { shopOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { linkEmail } from "../../providers/email/link-email.ts";

/**
 * Tells the address a member's account used until now that it has been replaced. The account's mail, links to
 * choose a new password included, now goes to the new address: whoever changed it from a browser left signed in
 * could take the account for good, and the old address is where its owner hears of it.
 */
export function emailChangedNotifier(email: EmailSender) {
  return async (request: FastifyRequest, before: UserRow, after: UserRow) => {
    const previous = before.email;
    if (!previous || previous.toLowerCase() === after.email?.toLowerCase()) return;
    const language = after.languagePreference === "so" ? "so" : "en";
    const t = translator(language);
    const message = linkEmail({
      to: previous,
      language,
      subject: t("emails.emailChanged.subject"),
      greeting: after.fullName
        ? t("emails.emailChanged.greeting", { name: after.fullName })
        : t("emails.emailChanged.greetingNoName"),
      paragraphs: [
        after.email
          ? t("emails.emailChanged.intro", { username: after.username, email: after.email })
          : t("emails.emailChanged.removed", { username: after.username }),
        t("emails.emailChanged.notYou", { phone: business.phone }),
      ],
      link: { text: t("emails.emailChanged.link"), url: `${shopOrigin(request.server)}/profile` },
      footer: t("emails.emailChanged.footer"),
    });
    await sendQuietly(email, message, request.log);
  };
}

/** What the profile calls once a member's new details are saved. */
export type EmailChangedNotifier = ReturnType<typeof emailChangedNotifier>;
