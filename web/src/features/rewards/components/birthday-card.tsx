import { BIRTHDAY_BONUS } from "@contract/loyalty.ts";
import { Cake } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { readerDate } from "../../../lib/format-date.ts";
import { useBirthday } from "../api/use-birthday.ts";

/**
 * Birthday info (docs/architecture.md#product-rules): the bonus, the day and how far off it is; birthdays are
 * set in the profile.
 */
export function BirthdayCard() {
  const { t } = useTranslation();
  const birthday = useBirthday();
  const info = birthday.data;
  const points = info?.rewardAmount ?? BIRTHDAY_BONUS;
  let body: ReactNode;
  if (birthday.isLoading) body = <Spinner />;
  else if (birthday.isError || !info) body = <p role="alert">{t("rewards.birthday.loadError")}</p>;
  else if (!info.hasBirthday || info.birthdayMonth === null || info.birthdayDay === null)
    body = (
      <>
        <p className="text-coffee-700">{t("rewards.birthday.none", { points })}</p>
        <Link to="/profile" className="font-medium">
          {t("rewards.birthday.add")}
        </Link>
      </>
    );
  else {
    const date = readerDate(Date.UTC(2000, info.birthdayMonth - 1, info.birthdayDay), {
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    const status = info.isBirthday
      ? t(info.hasReceivedBirthdayReward ? "rewards.birthday.today" : "rewards.birthday.todayPending", {
          points,
        })
      : t("rewards.birthday.days", { count: info.daysUntilBirthday ?? 0, points });
    body = (
      <>
        <p className="text-coffee-700">{t("rewards.birthday.date", { date })}</p>
        <p className="font-medium">{status}</p>
      </>
    );
  }
  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Cake className="size-5 text-terracotta" aria-hidden="true" />
        {t("rewards.birthday.title")}
      </h2>
      {body}
    </Card>
  );
}
