/**
 * Where the visitor chat widget (packages/chat-widget) mounts on every public page. It
 * listens for the window `openChat` event (see lib/open-chat.ts). Load it lazily so it
 * stays out of the initial bundle, e.g.
 *   const ChatWidget = lazy(() => import("@repo/chat-widget"));
 *   return <Suspense fallback={null}><ChatWidget /></Suspense>;
 */
export function ChatMount() {
  return null;
}
