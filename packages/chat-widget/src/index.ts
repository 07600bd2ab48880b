export { ChatWidget, ChatWidget as default, ERROR_TEXT, GREETING } from "./ChatWidget";
export { safeUrl } from "./markdown";
