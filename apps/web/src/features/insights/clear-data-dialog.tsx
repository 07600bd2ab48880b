import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { type AdminFilters, ENVIRONMENT_OPTIONS } from "@/features/admin/admin-filters";
import { useClearData } from "./queries";

/** Clear Data modal (SPEC §2.13): what goes, the warning, Cancel and 'Clear All Data'. */
export function ClearDataDialog({
  open,
  onOpenChange,
  onCleared,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the data is gone and the dashboard's queries are reset. */
  onCleared?: () => void;
  filters: AdminFilters;
}) {
  const clear = useClearData(filters, () => onOpenChange(false));
  const envLabel =
    ENVIRONMENT_OPTIONS.find((o) => o.value === filters.environment)?.label ?? filters.environment;
  return (
    <Dialog open={open} onOpenChange={(next) => !clear.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear All Data</DialogTitle>
          <DialogDescription>
            This will permanently delete the following ({envLabel}):
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>All conversation history</li>
          <li>Chat messages</li>
          <li>Analytics data</li>
          <li>AI insights</li>
        </ul>
        <p className="flex items-center gap-2 rounded-md bg-red-50 p-3 text-sm font-medium text-red-700 dark:bg-red-950/40 dark:text-red-300">
          <AlertTriangle className="size-4" aria-hidden />
          This action cannot be undone!
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={clear.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => clear.mutate(filters.environment, { onSuccess: onCleared })}
            disabled={clear.isPending}
          >
            {clear.isPending ? "Clearing..." : "Clear All Data"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
