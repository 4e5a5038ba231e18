import type { ExportQueryParams } from "@contract/loyalty-api.ts";
import { useMutation } from "@tanstack/react-query";
import i18n from "../../../i18n/index.ts";
import { ApiError } from "../../../lib/api.ts";
import { call } from "../../../lib/client.ts";

export interface ExportRequest {
  isPdf: boolean;
  email?: string;
}

/**
 * Saves the export the server makes for `params`, a CSV or a PDF, under the name the server gives it; the CSV
 * is asked for by name, since the server answers the JSON array to a caller that does not say. A refusal
 * throws the `ApiError` a `call` would.
 */
export async function downloadLoyaltyExport(params: ExportQueryParams): Promise<void> {
  const isPdf = params.isPdf === "true";
  const query = new URLSearchParams(params);
  const response = await fetch(`/api/export/loyalty-data?${query}`, {
    credentials: "include",
    mode: "same-origin",
    headers: {
      Accept: isPdf ? "application/pdf" : "text/csv",
      "Accept-Language": i18n.language === "so" ? "so" : "en",
    },
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const message =
      typeof body?.error === "string" ? body.error : `Error: ${response.status} ${response.statusText}`;
    throw new ApiError(message, response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name ?? (isPdf ? "somali-sip-points.pdf" : "somali-sip-points.csv");
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The member's own points: mailed (the JSON answer), or the file itself. */
async function exportLoyaltyData({ isPdf, email }: ExportRequest): Promise<"emailed" | "downloaded"> {
  const params: ExportQueryParams = isPdf ? { isPdf: "true" } : { isPdf: "false", format: "csv" };
  if (email) {
    await call("GET /api/export/loyalty-data", { query: { ...params, email } });
    return "emailed";
  }
  await downloadLoyaltyExport(params);
  return "downloaded";
}

export function useExportLoyaltyData() {
  return useMutation({ mutationFn: exportLoyaltyData });
}
