import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

/** A labelled search box with the magnifier inside, as the admin list filters use it. */
export function SearchField({
  id,
  label = "Search",
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="space-y-1 text-sm" htmlFor={id}>
      <span className="font-medium">{label}</span>
      <span className="relative block">
        <Search
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          className="pl-8"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}
