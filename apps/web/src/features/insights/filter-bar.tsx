import {
  type AdminFilters,
  DATE_RANGE_OPTIONS,
  ENVIRONMENT_OPTIONS,
  SOURCE_OPTIONS,
} from "@/features/admin/admin-filters";
import { SelectField } from "@/features/admin/select-field";

/** The dashboard's filter bar: date range, source and the shared environment (SPEC §2.13). */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: AdminFilters;
  onChange: (patch: Partial<AdminFilters>) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3" data-testid="insights-filters">
      <SelectField
        inline
        label="Date range"
        value={filters.dateRange}
        options={DATE_RANGE_OPTIONS}
        onChange={(dateRange) => onChange({ dateRange })}
      />
      <SelectField
        inline
        label="Source"
        value={filters.source}
        options={SOURCE_OPTIONS}
        onChange={(source) => onChange({ source })}
      />
      <SelectField
        inline
        label="Environment"
        value={filters.environment}
        options={ENVIRONMENT_OPTIONS}
        onChange={(environment) => onChange({ environment })}
      />
    </div>
  );
}
