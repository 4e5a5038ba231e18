import { business } from "@contract/business.ts";
import { AtSign, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { OpeningHours } from "../../features/pages/public.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { FooterNewsletterSlot } from "./footer-newsletter-slot.tsx";
import { Logo } from "./logo.tsx";

const quickLinks = [
  { to: "/", key: "home" },
  { to: "/menu", key: "menu" },
  { to: "/track", key: "findOrder" },
  { to: "/about", key: "about" },
  { to: "/contact", key: "contact" },
  { to: "/privacy-policy", key: "privacy" },
  { to: "/newsletter", key: "newsletter" },
];

const footerLink = "text-crema-100 no-underline hover:text-white hover:underline";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-coffee-900 text-crema-100">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="text-crema-200">{t("footer.tagline")}</p>
          <FooterNewsletterSlot />
          <a
            href={business.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${footerLink} inline-flex items-center gap-2`}
          >
            <AtSign className="size-4" aria-hidden="true" />
            {t("footer.social", { handle: business.socialHandle })}
          </a>
        </div>
        <nav aria-label={t("footer.quickLinks")}>
          <h2 className="mb-3 font-display text-lg text-crema-50">{t("footer.quickLinks")}</h2>
          <ul className="space-y-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="font-display text-lg text-crema-50">{t("footer.visit")}</h2>
          <p className="flex gap-2">
            <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
            <span>
              {business.street}
              <br />
              {business.city}
            </span>
          </p>
          <a href={business.phoneHref} className={`${footerLink} flex items-center gap-2`}>
            <Phone className="size-4" aria-hidden="true" />
            {business.phone}
          </a>
        </div>
        <div className="space-y-3">
          <h2 className="font-display text-lg text-crema-50">{t("footer.hours")}</h2>
          <div className="text-crema-100 [&_*]:text-crema-100">
            <OpeningHours />
          </div>
        </div>
      </div>
      <div className="border-t border-coffee-700">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-crema-200 sm:px-6">
          <p>{t("footer.copyright", { year: new Date().getFullYear(), name: business.name })}</p>
          <Link to="/unsubscribe" className={footerLink}>
            {t("footer.unsubscribe")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
