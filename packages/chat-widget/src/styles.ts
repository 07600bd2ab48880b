/** The widget's own styles, injected once; prefixed so they never clash with the host page. */
export const WIDGET_CSS = `
.cw-root{position:fixed;right:20px;bottom:20px;z-index:2147483000;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a}
.cw-root *{box-sizing:border-box}
.cw-launcher{position:relative;display:flex;align-items:center;gap:8px;height:56px;min-width:56px;padding:0 18px;border:0;border-radius:999px;background:#2563eb;color:#fff;font:600 14px/1 inherit;cursor:pointer;box-shadow:0 10px 25px rgba(37,99,235,.35);margin-left:auto}
.cw-launcher:focus-visible,.cw-icon-btn:focus-visible,.cw-send:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.cw-launcher svg{width:24px;height:24px}
.cw-dot{position:absolute;top:4px;right:4px;width:12px;height:12px;border-radius:50%;background:#ef4444;border:2px solid #fff}
.cw-panel{width:min(380px,calc(100vw - 32px));background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 20px 50px rgba(15,23,42,.25);display:flex;flex-direction:column;overflow:hidden;margin-bottom:12px}
.cw-header{display:flex;align-items:center;gap:10px;padding:14px 16px;background:linear-gradient(135deg,#1d4ed8,#2563eb);color:#fff}
.cw-header>svg{width:24px;height:24px;flex:none}
.cw-icon-btn{flex:none}
.cw-title{margin:0;font-size:16px;font-weight:700}
.cw-subtitle{margin:0;font-size:12px;opacity:.9}
.cw-header-text{flex:1;min-width:0}
.cw-icon-btn{border:0;background:rgba(255,255,255,.15);color:#fff;width:32px;height:32px;border-radius:8px;cursor:pointer;font-size:18px;line-height:1}
.cw-messages{max-height:24rem;min-height:12rem;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:10px;background:#f8fafc}
.cw-msg{max-width:85%;padding:9px 12px;border-radius:14px;word-wrap:break-word;overflow-wrap:anywhere}
.cw-msg p{margin:0 0 6px}.cw-msg p:last-child{margin:0}
.cw-msg ul,.cw-msg ol{margin:4px 0 6px;padding-left:20px}
.cw-msg a{color:#1d4ed8;text-decoration:underline}
.cw-user{align-self:flex-end;background:#2563eb;color:#fff;border-bottom-right-radius:4px}
.cw-user a{color:#fff}
.cw-ai{align-self:flex-start;background:#fff;border:1px solid #e2e8f0;border-bottom-left-radius:4px}
.cw-mcp{align-self:flex-start;background:#fffbeb;border:1px solid #fcd34d}
.cw-error{border-color:#fecaca;background:#fef2f2;color:#991b1b}
.cw-badge{display:inline-block;margin-bottom:4px;padding:1px 6px;border-radius:6px;background:#f59e0b;color:#fff;font-size:10px;font-weight:700;letter-spacing:.04em}
.cw-slots{align-self:flex-start;display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;border:0}
.cw-slot{padding:7px 10px;border:1px solid #f59e0b;border-radius:999px;background:#fffbeb;color:#92400e;font:600 12px/1.2 inherit;cursor:pointer}
.cw-slot:hover{background:#fef3c7}.cw-slot:disabled{opacity:.6;cursor:not-allowed}
.cw-slot:focus-visible{outline:3px solid #fcd34d;outline-offset:2px}
.cw-time{display:block;margin-top:4px;font-size:11px;opacity:.65}
.cw-typing{align-self:flex-start;display:flex;gap:4px;padding:12px;background:#fff;border:1px solid #e2e8f0;border-radius:14px}
.cw-typing span{width:7px;height:7px;border-radius:50%;background:#94a3b8;animation:cw-bounce 1s infinite}
.cw-typing span:nth-child(2){animation-delay:.15s}.cw-typing span:nth-child(3){animation-delay:.3s}
@keyframes cw-bounce{0%,80%,100%{transform:translateY(0)}40%{transform:translateY(-4px)}}
@media (prefers-reduced-motion:reduce){.cw-typing span{animation:none}}
.cw-form{border-top:1px solid #e2e8f0;padding:10px 12px 12px;background:#fff}
.cw-row{display:flex;gap:8px;align-items:flex-end}
.cw-input{flex:1;resize:none;min-height:40px;max-height:120px;padding:9px 11px;border:1px solid #cbd5e1;border-radius:10px;font:inherit;color:inherit}
.cw-input:focus{outline:2px solid #93c5fd;border-color:#2563eb}
.cw-send{height:40px;padding:0 14px;border:0;border-radius:10px;background:#2563eb;color:#fff;font-weight:600;cursor:pointer}
.cw-send:disabled{background:#94a3b8;cursor:not-allowed}
.cw-hint,.cw-memory{margin:6px 2px 0;font-size:11px;color:#64748b}
.cw-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
`;

export function injectStyles(doc: Document = document): void {
  if (doc.getElementById("cw-styles")) return;
  const style = doc.createElement("style");
  style.id = "cw-styles";
  style.textContent = WIDGET_CSS;
  doc.head.appendChild(style);
}
