/**
 * A field people never see and bots fill in. A filled honeypot is answered like a success and then dropped,
 * so the bot learns nothing. Apart from the forms' schemas, so that a form can name the field without
 * loading the validator.
 */
export const HONEYPOT_FIELD = "website";
