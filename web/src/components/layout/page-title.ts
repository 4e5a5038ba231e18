import { business } from "@contract/business.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

/** The first path segment's page name, under `nav.` in the catalogs. */
const pages: Record<string, string> = {
  menu: "menu",
  about: "about",
  contact: "contact",
  cart: "cart",
  order: "cart",
  donate: "donate",
  admin: "admin",
  profile: "profile",
  orders: "orders",
  rewards: "rewards",
  referrals: "referrals",
  login: "login",
  auth: "login",
  register: "login",
  track: "orders",
  newsletter: "newsletter",
};

/** Each page names itself in the browser tab, in the reader's language. */
export function usePageTitle() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    const page = pages[pathname.split("/")[1] ?? ""];
    document.title = page ? `${t(`nav.${page}`)} · ${business.name}` : business.name;
  }, [pathname, t, i18n.language]);
}
