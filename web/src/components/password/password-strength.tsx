import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";

type Check = typeof import("./strength-check.ts").strengthOf;
let loading: Promise<Check> | undefined;
/**
 * The dictionaries weigh hundreds of kilobytes: fetched on first use, never in the first page load. A load that
 * failed (offline, a chunk gone after a deploy) is forgotten, so the next keystroke asks the network again.
 */
const loadCheck = () => {
  loading ??= import("./strength-check.ts").then(
    (module) => module.strengthOf,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

const levels = ["veryWeak", "weak", "fair", "strong", "veryStrong"] as const;
const colours = [
  "bg-status-cancelled",
  "bg-status-cancelled",
  "bg-saffron",
  "bg-somali-blue",
  "bg-status-completed",
];

/** A hint of how hard the password is to guess (zxcvbn); the server's rules decide what is accepted. */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const { t } = useTranslation();
  const [score, setScore] = useState<0 | 1 | 2 | 3 | 4 | undefined>(undefined);
  const inputs = userInputs.filter(Boolean).join("\n");

  useEffect(() => {
    if (!password) {
      setScore(undefined);
      return;
    }
    let current = true;
    loadCheck()
      .then((check) => {
        if (current) setScore(check(password, inputs ? inputs.split("\n") : []));
      })
      .catch(() => {
        if (current) setScore(undefined);
      });
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (score === undefined) return null;
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {levels.slice(1).map((level, i) => (
          <span
            key={level}
            className={cn("h-1.5 flex-1 rounded-full", i < score ? colours[score] : "bg-crema-200")}
          />
        ))}
      </div>
      <p className="text-sm text-coffee-700" aria-live="polite">
        {t("passwordStrength.label", { level: t(`passwordStrength.${levels[score]}`) })}
      </p>
    </div>
  );
}
