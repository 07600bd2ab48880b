import type { ComponentProps, MouseEvent } from "react";
import { type ButtonStyle, buttonClass } from "@/components/site/button";
import { isPlainClick, OPEN_CHAT_HREF, openChat } from "@/lib/open-chat";

/**
 * A button-styled link that opens the chat. It is a real link to `#chat`, so a click made
 * before any script has run is not lost (the app opens the chat when it starts, see
 * `rememberEarlyOpenChat`); once hydrated, a click opens the chat without touching the
 * address. A click opening a new tab follows the link there (that page opens the chat).
 */
export function OpenChatButton({
  variant,
  size,
  className,
  ...props
}: Omit<ComponentProps<"a">, "href" | "onClick"> & ButtonStyle) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    openChat();
  };
  return (
    <a
      data-slot="button"
      className={buttonClass({ variant, size, className })}
      {...props}
      href={OPEN_CHAT_HREF}
      onClick={open}
    />
  );
}
