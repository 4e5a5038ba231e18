import { DonationSettingsCard } from "../../donations/admin/public.ts";
import { HoursCard } from "../../ordering-hours/admin/public.ts";
import { BackupsCard } from "./backups-card.tsx";
import { EmailConfigCard } from "./email-config-card.tsx";
import { OutboxViewer } from "./outbox-viewer.tsx";
import { SmsTestCard } from "./sms-test-card.tsx";

/**
 * The Settings tab (docs/architecture.md#product-rules): one card per concern, stacked on a phone and side by
 * side on a wide screen; the outbox spans the width below them.
 */
export function SettingsTab() {
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EmailConfigCard />
        <SmsTestCard />
        <HoursCard />
        <DonationSettingsCard />
        <BackupsCard />
      </div>
      <OutboxViewer />
    </div>
  );
}
