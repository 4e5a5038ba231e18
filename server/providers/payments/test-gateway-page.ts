import type { Language } from "../../../contract/language.ts";
import { formatMoney } from "../../../contract/pricing.ts";
import type { Translate } from "../../../contract/translate.ts";
import { escapeHtml } from "../email/layout.ts";

export interface GatewayPageModel {
  t: Translate;
  language: Language;
  /** The form's own address, without the language. */
  action: string;
  amountCents: number;
  description: string;
  cancelUrl: string;
  /** `errors.*` key of the last refusal, and the field at fault. */
  error?: { key: string; field?: "number" | "expiry" | "cvc" };
  values?: { number?: string; expiry?: string };
  /** Shown instead of the form when the session can no longer be paid. */
  closed?: { message: string; link: string; linkText: string };
}

// Its own small stylesheet: the page is the provider's, not the shop's, and works without any script.
const css = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#1b2330}
.banner{margin:0;background:#8a4b00;color:#fff;padding:10px 16px;text-align:center}
.banner strong{background:#fff;color:#8a4b00;border-radius:4px;padding:1px 8px;margin-right:8px;letter-spacing:.08em}
main{max-width:440px;margin:24px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:22px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0}.muted{color:#4a5568}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;min-height:44px;padding:8px 12px;font:inherit;border:1px solid #8a94a6;border-radius:8px}
input[aria-invalid=true]{border-color:#b42318}
:focus-visible{outline:3px solid #1f5fae;outline-offset:2px}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{background:#fde8e7;color:#8c1d13;border:1px solid #b42318;border-radius:8px;padding:10px 12px;margin:16px 0 0}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:24px}
button,.link-button{display:block;min-height:44px;padding:10px 16px;border-radius:8px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button{background:#1f5fae;color:#fff;border:0}.link-button{color:#1f5fae;border:1px solid #1f5fae;background:#fff}
.hint{font-size:14px;margin-top:20px}nav{text-align:center;margin:12px 0 32px;font-size:14px}nav a{color:#1f5fae}
`;

function field(model: GatewayPageModel, name: "number" | "expiry" | "cvc", attributes: string) {
  const { t } = model;
  const labels = { number: "gateway.cardNumber", expiry: "gateway.expiry", cvc: "gateway.cvc" };
  const invalid = model.error?.field === name;
  const value = name === "cvc" ? "" : (model.values?.[name] ?? "");
  return `<label for="${name}">${escapeHtml(t(labels[name]))}</label>
<input id="${name}" name="${name}" required ${attributes} value="${escapeHtml(value)}"${invalid ? ' aria-invalid="true" aria-describedby="error"' : ""}>`;
}

/** The hosted test payment page: plain HTML, labelled TEST, usable by keyboard and screen reader alone. */
export function gatewayPage(model: GatewayPageModel): string {
  const { t, language } = model;
  const other: Language = language === "so" ? "en" : "so";
  const error = model.error
    ? `<p class="error" id="error" role="alert">${escapeHtml(t(`errors.${model.error.key}`))}</p>`
    : "";
  const body = model.closed
    ? `<p role="status">${escapeHtml(model.closed.message)}</p>
<div class="actions"><a class="link-button" href="${escapeHtml(model.closed.link)}">${escapeHtml(model.closed.linkText)}</a></div>`
    : `${error}<form method="post" action="${escapeHtml(`${model.action}?lang=${language}`)}" novalidate>
${field(model, "number", 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"')}
<div class="row"><div>${field(model, "expiry", `autocomplete="cc-exp" placeholder="${escapeHtml(model.t("gateway.expiryPlaceholder"))}"`)}</div>
<div>${field(model, "cvc", 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}</div></div>
<div class="actions"><button type="submit">${escapeHtml(t("gateway.pay", { amount: formatMoney(model.amountCents) }))}</button>
<a class="link-button" href="${escapeHtml(model.cancelUrl)}">${escapeHtml(t("gateway.cancel"))}</a></div>
</form>
<p class="hint muted">${escapeHtml(t("gateway.testCards"))}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(t("gateway.pageTitle"))}</title><style>${css}</style></head>
<body>
<p class="banner" role="note"><strong>${escapeHtml(t("gateway.badge"))}</strong>${escapeHtml(t("gateway.banner"))}</p>
<main>
<h1>${escapeHtml(t("gateway.title"))}</h1>
<p class="muted">${escapeHtml(model.description)}</p>
<p class="amount">${escapeHtml(formatMoney(model.amountCents))}</p>
${body}
</main>
<nav aria-label="${escapeHtml(t("gateway.language"))}"><a href="${escapeHtml(`${model.action}?lang=${other}`)}" lang="${other}">${other === "so" ? "Soomaali" : "English"}</a></nav>
</body>
</html>`;
}
