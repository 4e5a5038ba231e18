import type { Backup } from "@contract/backups.ts";
import { useQuery } from "@tanstack/react-query";
import { DatabaseBackup, Download } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { backupDownloadUrl, backupQueries, useTakeBackup } from "./api/backups.ts";

/** Backups of the whole shop: the nightly ones and those taken here, each downloadable. */
export function BackupsCard() {
  const { t } = useTranslation();
  const backups = useQuery(backupQueries.list());
  const take = useTakeBackup();
  const takeNow = () =>
    take.mutate(undefined, {
      // Named by its time, as the list below names it, not by its file's name.
      onSuccess: (backup) =>
        toast.success(t("adminSettings.backups.taken", { date: formatDateTime(backup.createdAt) })),
      onError: (cause) =>
        toast.error(cause instanceof ApiError ? cause.message : t("adminSettings.backups.takeFailed")),
    });
  return (
    <Card className="space-y-4">
      <CardHeading
        icon={DatabaseBackup}
        title={t("adminSettings.backups.title")}
        lead={t("adminSettings.backups.lead")}
      />
      <Button type="button" onClick={takeNow} disabled={take.isPending}>
        {take.isPending && <Spinner />}
        {t("adminSettings.backups.takeNow")}
      </Button>
      {backups.isPending ? (
        <Spinner />
      ) : backups.isError ? (
        <LoadError
          message={t("adminSettings.backups.loadFailed")}
          hint={backups.error.message}
          retry={{ run: () => backups.refetch(), running: backups.isFetching }}
        />
      ) : backups.data.length === 0 ? (
        <p className="text-coffee-700">{t("adminSettings.backups.empty")}</p>
      ) : (
        <ul className="divide-y divide-crema-200" aria-label={t("adminSettings.backups.title")}>
          {backups.data.map((backup) => (
            <BackupRow key={backup.name} backup={backup} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function BackupRow({ backup }: { backup: Backup }) {
  const { t } = useTranslation();
  const megabytes = (backup.size / 1_000_000).toFixed(backup.size < 10_000_000 ? 2 : 1);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium">{formatDateTime(backup.createdAt)}</p>
        <p className="text-sm text-coffee-700">
          {t(`adminSettings.backups.kind.${backup.kind}`)} ·{" "}
          {t("adminSettings.backups.size", { size: megabytes })} ·{" "}
          {/* The version of the shop's tables it was taken from: a restore refuses one newer than its own. */}
          {t("adminSettings.backups.schema", { version: backup.schemaVersion })}
        </p>
      </div>
      <a
        href={backupDownloadUrl(backup.name)}
        download={backup.name}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-somali-blue-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-somali-blue"
        aria-label={t("adminSettings.backups.downloadOf", { date: formatDateTime(backup.createdAt) })}
      >
        <Download className="size-4" aria-hidden="true" />
        {t("adminSettings.backups.download")}
      </a>
    </li>
  );
}
