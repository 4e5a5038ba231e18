import { Award, Coffee, Crown, Gift, type LucideIcon, Star } from "lucide-react";

const icons: Record<string, LucideIcon> = { Coffee, Gift, Award, Crown };

/** The catalog's icon names (docs/architecture.md#product-rules); any other name gets the star. */
export function RewardIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Star;
  return <Icon className={className} aria-hidden="true" />;
}
