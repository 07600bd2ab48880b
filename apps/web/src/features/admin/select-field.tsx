const baseSelectClass =
  "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * A labelled native select over fixed options, as the admin filters and forms use it: the
 * label above a full-width select, or `inline` beside it. `onChange` gets the option's value.
 */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  inline = false,
}: {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  inline?: boolean;
}) {
  return (
    <label className={inline ? "flex items-center gap-2 text-sm" : "space-y-1 text-sm"}>
      <span className="font-medium">{label}</span>
      <select
        className={inline ? baseSelectClass : `${baseSelectClass} w-full`}
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
