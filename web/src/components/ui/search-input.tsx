import { Search } from "lucide-react";
import { Input } from "./field.tsx";

/** A search box whose placeholder is also its accessible name. */
export function SearchInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative min-w-60 flex-1">
      <Search className="absolute top-3 left-3 size-5 text-coffee-500" aria-hidden="true" />
      <Input
        className="pl-10"
        type="search"
        placeholder={label}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
