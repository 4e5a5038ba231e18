import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { reportCsvPath } from "../api/get-sales-report.ts";
import type { DayRange } from "../report-range.ts";

/** The bookkeeper's files of the range shown: plain links the browser downloads. */
export function ExportLinks({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {(["sales", "items"] as const).map((file) => (
        <Button key={file} asChild variant="secondary" size="sm">
          <a href={reportCsvPath(file, range)} download data-testid={`export-${file}`}>
            <Download className="size-4" aria-hidden="true" />
            {t(`reports.export.${file}`)}
          </a>
        </Button>
      ))}
      {/* The close-out of the range's last day: what the drawer should hold at closing. */}
      <Button asChild variant="secondary" size="sm">
        <a href={`/api/admin/reports/daily.pdf?date=${range.to}`} download data-testid="export-dailyPdf">
          <Download className="size-4" aria-hidden="true" />
          {t("reports.export.dailyPdf")}
        </a>
      </Button>
    </div>
  );
}
