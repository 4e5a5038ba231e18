import { Award, Coins, Gift, Users, Wallet } from "lucide-react";
import { locale } from "../../../i18n/index.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { useLoyaltyOverview, useRedemptionStats, useTopCustomers } from "./api/loyalty-admin.ts";
import { formatCount, Section, SectionState } from "./section.tsx";

/** Members, points issued and redeemed, and what members hold now (with what is still pending). */
export function OverviewSection() {
  const { t } = useTranslation();
  const overview = useLoyaltyOverview();
  const n = (value: number) => formatCount(value, locale());
  const figures = overview.data
    ? [
        { key: "members", icon: Users, value: overview.data.members },
        { key: "issued", icon: Coins, value: overview.data.pointsIssued },
        { key: "redeemed", icon: Gift, value: overview.data.pointsRedeemed },
        { key: "outstanding", icon: Wallet, value: overview.data.outstandingBalance },
      ]
    : [];
  return (
    <Section title={t("adminLoyalty.overview.title")} testId="loyalty-overview">
      <SectionState
        loading={overview.isLoading}
        error={overview.error ? t("adminLoyalty.loadFailed") : null}
        onRetry={() => overview.refetch()}
        retryLabel={t("common.tryAgain")}
      />
      {overview.data && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {figures.map(({ key, icon: Icon, value }) => (
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
            {t("adminLoyalty.overview.pending", { count: overview.data.pendingPoints })}
          </p>
        </>
      )}
    </Section>
  );
}

/** This month's redemptions and all of them, and the rewards members pick most. */
export function RedemptionFigures() {
  const { t } = useTranslation();
  const stats = useRedemptionStats();
  const n = (value: number) => formatCount(value, locale());
  const popular = stats.data?.popularRewards ?? [];
  const most = Math.max(1, ...popular.map((reward) => reward.count));
  return (
    <>
      <Section title={t("adminLoyalty.monthly.title")} testId="loyalty-monthly">
        <SectionState
          loading={stats.isLoading}
          error={stats.error ? t("adminLoyalty.loadFailed") : null}
          onRetry={() => stats.refetch()}
          retryLabel={t("common.tryAgain")}
        />
        {stats.data && (
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-crema-50 p-3">
              <dt className="text-sm text-coffee-700">{t("adminLoyalty.monthly.thisMonth")}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="redemptions-this-month">
                {n(stats.data.thisMonthRedemptions)}
              </dd>
            </div>
            <div className="rounded-lg bg-crema-50 p-3">
              <dt className="text-sm text-coffee-700">{t("adminLoyalty.monthly.total")}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{n(stats.data.totalRedemptions)}</dd>
            </div>
          </dl>
        )}
      </Section>
      <Section title={t("adminLoyalty.popular.title")}>
        <SectionState
          loading={stats.isLoading}
          error={stats.error ? t("adminLoyalty.loadFailed") : null}
          empty={stats.data && popular.length === 0 ? t("adminLoyalty.popular.empty") : null}
        />
        {popular.length > 0 && (
          <ol className="space-y-3">
            {popular.map((reward) => (
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
        )}
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
  const earners = overview.data?.topEarnersThisMonth ?? [];
  return (
    <>
      <Section title={t("adminLoyalty.earners.title")} testId="top-earners">
        <SectionState
          loading={overview.isLoading}
          error={overview.error ? t("adminLoyalty.loadFailed") : null}
          empty={overview.data && earners.length === 0 ? t("adminLoyalty.earners.empty") : null}
        />
        {earners.length > 0 && (
          <ol className="space-y-2">
            {earners.map((person, index) => (
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
      </Section>
      <Section title={t("adminLoyalty.customers.title")} testId="top-customers">
        <SectionState
          loading={top.isLoading}
          error={top.error ? t("adminLoyalty.loadFailed") : null}
          onRetry={() => top.refetch()}
          retryLabel={t("common.tryAgain")}
          empty={top.data && top.data.length === 0 ? t("adminLoyalty.customers.empty") : null}
        />
        {top.data && top.data.length > 0 && (
          <>
            <table className="hidden w-full text-left text-sm md:table">
              <thead className="text-coffee-700">
                <tr>
                  <th scope="col" className="py-2 font-medium">
                    {t("adminLoyalty.customers.member")}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t("adminLoyalty.customers.lifetime")}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t("adminLoyalty.customers.balance")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {top.data.map((person) => (
                  <tr key={person.id} className="border-t border-crema-200">
                    <td className="py-2">
                      <span className="block font-medium">{name(person)}</span>
                      <span className="text-coffee-700">@{person.username}</span>
                    </td>
                    <td className="py-2 text-right tabular-nums">{n(person.lifetimePoints)}</td>
                    <td className="py-2 text-right tabular-nums">{n(person.loyaltyPoints)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="space-y-2 md:hidden">
              {top.data.map((person) => (
                <li key={person.id} className="rounded-lg bg-crema-50 p-3">
                  <p className="font-medium">{name(person)}</p>
                  <p className="text-sm text-coffee-700">@{person.username}</p>
                  <p className="mt-1 text-sm">
                    {t("adminLoyalty.customers.lifetime")}: {n(person.lifetimePoints)} ·{" "}
                    {t("adminLoyalty.customers.balance")}: {n(person.loyaltyPoints)}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </>
  );
}
