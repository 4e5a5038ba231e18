import { business } from "../../../contract/business.ts";

const escapeMap: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapeMap[c]!);

/** The one layout every email shares: the café's colours, name and address. `body` is trusted HTML. */
export function emailLayout(options: { title: string; body: string; footer: string; lang: string }): string {
  return `<!doctype html>
<html lang="${options.lang}"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;background:#FBF7F1;font-family:Inter,Arial,sans-serif;color:#3B2320">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:12px">
<tr><td style="background:#3B2320;color:#FBF7F1;padding:20px 24px;border-radius:12px 12px 0 0;font-family:Georgia,serif;font-size:22px">
<span style="color:#4189DD">&#9733;</span> ${escapeHtml(business.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 16px">${escapeHtml(options.title)}</h1>
${options.body}
</td></tr>
<tr><td style="padding:16px 24px;background:#F3E9DC;font-size:13px;color:#6B4423;border-radius:0 0 12px 12px">
${escapeHtml(options.footer)}<br>${escapeHtml(business.street)}, ${escapeHtml(business.city)} · ${escapeHtml(business.phone)}
</td></tr></table></td></tr></table></body></html>`;
}
