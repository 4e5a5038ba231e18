import { type FounderSlot, founderSlots } from "@contract/content.ts";
import { ImageField } from "../../../components/admin/image-field.tsx";
import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { useFounderImagesStatus, useUploadFounderImage } from "./api/founder-images.ts";

/**
 * Founder Photos (docs/architecture.md#product-rules): the two photos on the About page, each replaced by an
 * upload.
 */
export function FounderPhotos() {
  const { t } = useTranslation();
  const status = useFounderImagesStatus();
  const upload = useUploadFounderImage();

  const send = (slot: FounderSlot, image: string) =>
    upload.mutate(
      { slot, image },
      {
        onSuccess: () => toast.success(t("adminContent.founders.uploaded")),
        onError: (error) =>
          toast.error(t("adminContent.founders.uploadFailed"), { description: error.message }),
      },
    );

  return (
    <Card className="space-y-4">
      <CardHeading title={t("adminContent.founders.title")} lead={t("adminContent.founders.lead")} />
      {status.isLoading && <Spinner />}
      {status.error && (
        <LoadError
          message={t("adminContent.founders.loadFailed")}
          retry={{ run: () => status.refetch(), running: status.isFetching }}
        />
      )}
      {status.data && (
        <div className="grid gap-6 sm:grid-cols-2">
          {founderSlots.map((slot) => {
            const image = status.data[`image${slot}`];
            const sending = upload.isPending && upload.variables?.slot === slot;
            return (
              <div key={slot} className="space-y-2" data-testid={`founder-photo-${slot}`}>
                <ImageField
                  label={t("adminContent.founders.photo", { number: slot })}
                  value={image.path ?? ""}
                  onChange={(dataUrl) => dataUrl && send(slot, dataUrl)}
                  fallback="/images/founder-placeholder.svg"
                  use="founder"
                  disabled={upload.isPending}
                />
                <p className="text-sm text-coffee-700">
                  {sending ? (
                    <Spinner label={t("adminContent.founders.uploading")} />
                  ) : image.exists && image.timestamp ? (
                    t("adminContent.founders.updatedAt", { date: formatDateTime(image.timestamp) })
                  ) : (
                    t("adminContent.founders.none")
                  )}
                </p>
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
}
