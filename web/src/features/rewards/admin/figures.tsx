import type { TopCustomer } from "@contract/loyalty-api.ts";
import { Award, Coins, Gift, Users, Wallet } from "lucide-react";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { locale } from "../../../i18n/index.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { useLoyaltyOverview, useRedemptionStats, useTopCustomers } from "./api/loyalty-admin.ts";
import { formatCount, Section } from "./section.tsx";

/** Members, points issued and redeemed, and what members hold now (with what is still pending). */
export function OverviewSection() {
  const { t } = useTranslation();
  const overview = useLoyaltyOverview();
  const n = (value: number) => formatCount(value, locale());
  return (
    <Section title={t("adminLoyalty.overview.title")} testId="loyalty-overview">
      <QueryView compact query={overview} loadFailed={t("adminLoyalty.loadFailed")}>
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {[
                { key: "members", icon: Users, value: data.members },
                { key: "issued", icon: Coins, value: data.pointsIssued },
                { key: "redeemed", icon: Gift, value: data.pointsRedeemed },
                { key: "outstanding", icon: Wallet, value: data.outstandingBalance },
              ].map(({ key, icon: Icon, value }) => (
                <div key={key} className="rounded-lg bg-crema-50 p-3" data-testid={`overview-${key}`}>
                  <dt className="flex items-center gap-2 text-sm text-coffee-700">
                    <Icon className="size-4 shrink-0 text-terracotta" aria-hidden="true" />
                    {t(`adminLoyalty.overview.${key}`)}
                  </dt>
                  <dd className="mt-1 text-2xl font-semibold tabular-nums">{n(value)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-coffee-700">
              {t("adminLoyalty.overview.pending", { count: data.pendingPoints })}
            </p>
          </>
        )}
      </QueryView>
    </Section>
  );
}

/** This month's redemptions and all of them, and the rewards members pick most. */
export function RedemptionFigures() {
  const { t } = useTranslation();
  const stats = useRedemptionStats();
  const n = (value: number) => formatCount(value, locale());
  return (
    <>
      <Section title={t("adminLoyalty.monthly.title")} testId="loyalty-monthly">
        <QueryView compact query={stats} loadFailed={t("adminLoyalty.loadFailed")}>
          {(data) => (
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-crema-50 p-3">
                <dt className="text-sm text-coffee-700">{t("adminLoyalty.monthly.thisMonth")}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="redemptions-this-month">
                  {n(data.thisMonthRedemptions)}
                </dd>
              </div>
              <div className="rounded-lg bg-crema-50 p-3">
                <dt className="text-sm text-coffee-700">{t("adminLoyalty.monthly.total")}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums">{n(data.totalRedemptions)}</dd>
              </div>
            </dl>
          )}
        </QueryView>
      </Section>
      <Section title={t("adminLoyalty.popular.title")}>
        <QueryView
          compact
          query={stats}
          loadFailed={t("adminLoyalty.loadFailed")}
          empty={t("adminLoyalty.popular.empty")}
          isEmpty={(data) => data.popularRewards.length === 0}
        >
          {({ popularRewards }) => {
            const most = Math.max(1, ...popularRewards.map((reward) => reward.count));
            return (
              <ol className="space-y-3">
                {popularRewards.map((reward) => (
                  <li key={reward.name}>
                    <div className="flex justify-between gap-3 text-sm">
                      <span className="font-medium">{reward.name}</span>
                      <span className="tabular-nums">
                        {t("adminLoyalty.popular.count", { count: reward.count })}
                      </span>
                    </div>
                    <div className="mt-1 h-2 rounded-full bg-crema-100" aria-hidden="true">
                      <div
                        className="h-2 rounded-full bg-saffron"
                        style={{ width: `${Math.round((reward.count * 100) / most)}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            );
          }}
        </QueryView>
      </Section>
    </>
  );
}

const name = (person: { fullName: string | null; username: string }) => person.fullName || person.username;

/** This month's three top earners, and the five members with the most lifetime points. */
export function Rankings() {
  const { t } = useTranslation();
  const overview = useLoyaltyOverview();
  const top = useTopCustomers();
  const n = (value: number) => formatCount(value, locale());
  const columns: Column<TopCustomer>[] = [
    {
      key: "member",
      header: t("adminLoyalty.customers.member"),
      rowHeader: true,
      cell: (person) => (
        <>
          <span className="block font-medium">{name(person)}</span>
          <span className="font-normal text-coffee-700">@{person.username}</span>
        </>
      ),
    },
    {
      key: "lifetime",
      header: t("adminLoyalty.customers.lifetime"),
      cell: (person) => n(person.lifetimePoints),
      numeric: true,
    },
    {
      key: "balance",
      header: t("adminLoyalty.customers.balance"),
      cell: (person) => n(person.loyaltyPoints),
      numeric: true,
    },
  ];
  return (
    <>
      <Section title={t("adminLoyalty.earners.title")} testId="top-earners">
        <QueryView
          compact
          query={overview}
          loadFailed={t("adminLoyalty.loadFailed")}
          empty={t("adminLoyalty.earners.empty")}
          isEmpty={(data) => data.topEarnersThisMonth.length === 0}
        >
          {(data) => (
            <ol className="space-y-2">
              {data.topEarnersThisMonth.map((person, index) => (
                <li key={person.id} className="flex items-center gap-3 rounded-lg bg-crema-50 p-3">
                  <Award
                    className={index === 0 ? "size-6 text-saffron-dark" : "size-6 text-coffee-500"}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{name(person)}</span>
                    <span className="block truncate text-sm text-coffee-700">@{person.username}</span>
                  </span>
                  <span className="font-semibold tabular-nums">
                    {t("adminLoyalty.points", { count: person.points, formatted: n(person.points) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryView>
      </Section>
      <Section title={t("adminLoyalty.customers.title")} testId="top-customers">
        <QueryView
          compact
          query={top}
          loadFailed={t("adminLoyalty.loadFailed")}
          empty={t("adminLoyalty.customers.empty")}
        >
          {(customers) => (
            <DataTable
              nested
              caption={t("adminLoyalty.customers.title")}
              columns={columns}
              rows={customers}
            />
          )}
        </QueryView>
      </Section>
    </>
  );
}
