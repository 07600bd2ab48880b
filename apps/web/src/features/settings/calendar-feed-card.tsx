import { Copy, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { SUCCESS_TOAST } from "@/features/admin/toasts";
import { useRegenerateFeed } from "./queries";

/** The private bookings feed address: copy it, or replace it (after a confirmation). */
export function CalendarFeedCard({ url }: { url: string }) {
  const regenerate = useRegenerateFeed();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Feed address copied", SUCCESS_TOAST);
    } catch {
      input.current?.select(); // no clipboard access: leave it selected to copy by hand
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          Subscribe to this private address in any calendar app to see upcoming bookings. Anyone
          with it can read them: regenerate it to revoke the old one.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          readOnly
          value={url}
          aria-label="Calendar feed URL"
          className="font-mono text-xs"
        />
        <div className="flex gap-2">
          <Button variant="outline" onClick={copy}>
            <Copy className="size-4" /> Copy
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <RefreshCw className="size-4" /> Regenerate
          </Button>
        </div>
      </CardContent>
      <Dialog
        open={confirming}
        onOpenChange={(next) => !regenerate.isPending && setConfirming(next)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New feed address</DialogTitle>
            <DialogDescription>
              The current address stops working at once: calendars subscribed to it stop updating
              until they subscribe to the new one.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={regenerate.isPending}
            >
              Cancel
            </Button>
            <Button
              onClick={() =>
                regenerate.mutate(undefined, { onSettled: () => setConfirming(false) })
              }
              disabled={regenerate.isPending}
            >
              Create new address
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
