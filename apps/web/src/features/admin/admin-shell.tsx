import { useQueryClient, useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import {
  BarChart3,
  FileText,
  Loader2,
  LogOut,
  type LucideIcon,
  Menu,
  MessageSquare,
  Settings,
  UserPlus,
  Users,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Logo } from "@/components/layout/logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { logoutAdmin } from "@/features/auth/auth-api";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { ENVIRONMENT_OPTIONS, useAdminFilters } from "./admin-filters";

interface NavItem {
  /** Admin paths; some pages belong to sibling features and may not be in every build. */
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  soon?: boolean;
}

export const ADMIN_NAV: NavItem[] = [
  {
    to: "/admin",
    label: "Chat & Agent Insights",
    description: "Conversation analytics",
    icon: MessageSquare,
  },
  { to: "/admin/blogs", label: "Blogs", description: "Content management", icon: FileText },
  {
    to: "/admin/leads",
    label: "Website Leads",
    description: "Contact and project inquiries",
    icon: UserPlus,
  },
  {
    to: "/admin/analytics",
    label: "Analytics",
    description: "Traffic and performance",
    icon: BarChart3,
    soon: true,
  },
  { to: "/admin/users", label: "Users", description: "Team access", icon: Users, soon: true },
  {
    to: "/admin/settings",
    label: "Settings",
    description: "Notifications and calendars",
    icon: Settings,
  },
];

/** The site's own logo (a link home) with the 'Admin' badge beside it. */
function AdminLogo() {
  return (
    <div className="flex items-center gap-2">
      <Logo />
      <Badge variant="secondary">Admin</Badge>
    </div>
  );
}

function EnvironmentSwitcher() {
  const [filters, setFilters] = useAdminFilters();
  return (
    <div className="space-y-1.5">
      <span id="admin-env-label" className="text-xs font-medium text-muted-foreground">
        Environment
      </span>
      <Select
        value={filters.environment}
        onValueChange={(value) =>
          setFilters({ environment: value as (typeof ENVIRONMENT_OPTIONS)[number]["value"] })
        }
      >
        <SelectTrigger className="w-full" aria-labelledby="admin-env-label">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ENVIRONMENT_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    // Clearing the login makes the admin layout redirect to /admin/login.
    await logoutAdmin();
    queryClient.removeQueries({ queryKey: ["admin"] });
  }

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <AdminLogo />
      <EnvironmentSwitcher />
      <nav aria-label="Admin" className="flex flex-col gap-1">
        {ADMIN_NAV.map((item) => (
          <Link
            key={item.to}
            // Typed paths would fail while a sibling page is not built yet.
            to={item.to as "/admin"}
            onClick={onNavigate}
            activeOptions={{ exact: item.to === "/admin" }}
            className="group flex items-start gap-3 rounded-lg px-3 py-2 text-sm transition-colors hover:bg-muted"
            activeProps={{ className: "bg-primary/10 text-primary", "aria-current": "page" }}
          >
            <item.icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2 font-medium">
                {item.label}
                {item.soon && (
                  <Badge variant="outline" className="px-1.5 py-0 text-[10px]">
                    Soon
                  </Badge>
                )}
              </span>
              <span className="block text-xs text-muted-foreground">{item.description}</span>
            </span>
          </Link>
        ))}
      </nav>
      <div className="mt-auto space-y-3">
        <Button
          variant="outline"
          className="w-full justify-start"
          onClick={() => void logout()}
          disabled={busy}
        >
          <LogOut className="size-4" aria-hidden />
          Logout
        </Button>
        <p className="text-center text-xs text-muted-foreground">Admin Dashboard v1.0</p>
      </div>
    </div>
  );
}

/** The admin chrome (SPEC §2.11): a fixed sidebar, collapsed into a menu on small screens. */
export function AdminShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-svh bg-muted/30">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 border-r bg-background md:block">
        <SidebarContent />
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b bg-background px-4 md:hidden">
        <AdminLogo />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open admin menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-5" />
        </Button>
      </header>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" className="w-72 p-0">
          <SheetTitle className="sr-only">Admin menu</SheetTitle>
          <SheetDescription className="sr-only">Admin navigation</SheetDescription>
          <SidebarContent onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>
      <main className={cn("min-w-0 p-4 sm:p-6 md:ml-72 md:p-8")}>{children}</main>
    </div>
  );
}

/** The sidebar pages marked Soon. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-2xl py-16 text-center">
      <Badge variant="outline" className="mb-4">
        Soon
      </Badge>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <p className="mt-6 text-sm text-muted-foreground">
        This section is coming soon. It is not available yet.
      </p>
    </div>
  );
}

/** An admin route's pending state: a spinner with what is loading. */
export function AdminRoutePending({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-24" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <p className="text-muted-foreground">{label}</p>
    </div>
  );
}

/** The red box the admin pages show for a failure (SPEC §2.13 'the error text in a red box'). */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-4 text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
    >
      {children}
    </div>
  );
}

/** Retrying a failed admin route: clears Query's error state, then runs the loaders again. */
export function useRetryRoute(reset?: () => void) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return () => {
    queryReset.reset();
    reset?.();
    void router.invalidate();
  };
}

/** An admin route's error state: what failed, and Retry. */
export function AdminRouteError({ error, reset }: ErrorComponentProps) {
  const retry = useRetryRoute(reset);
  return (
    <div className="mx-auto max-w-xl space-y-4 py-16 text-center">
      <ErrorBox>{errorMessage(error, "Something went wrong loading this page.")}</ErrorBox>
      <Button variant="outline" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
