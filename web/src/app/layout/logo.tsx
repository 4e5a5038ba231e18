import { business } from "@contract/business.ts";
import { Link } from "react-router";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to="/" className="flex items-center gap-2 no-underline" aria-label={business.name}>
      <img
        src="/logo.svg"
        alt=""
        width={40}
        height={40}
        className={`size-10 ${tone === "light" ? "rounded-full bg-crema-50 p-1" : ""}`}
      />
      <span
        className={`font-display text-xl font-semibold leading-tight ${tone === "light" ? "text-crema-50" : "text-coffee-900"}`}
      >
        {business.name}
      </span>
    </Link>
  );
}
