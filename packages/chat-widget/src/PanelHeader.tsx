/** The panel's header: title 'AI Assistant', the session subtitle, minimise and close. */

export const ChatIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

export interface PanelHeaderProps {
  titleId: string;
  subtitle: string;
  onMinimise: () => void;
  onClose: () => void;
}

export function PanelHeader({ titleId, subtitle, onMinimise, onClose }: PanelHeaderProps) {
  return (
    <div className="cw-header">
      <ChatIcon />
      <div className="cw-header-text">
        <h2 className="cw-title" id={titleId}>
          AI Assistant
        </h2>
        <p className="cw-subtitle" data-testid="chat-subtitle">
          {subtitle}
        </p>
      </div>
      <button type="button" className="cw-icon-btn" aria-label="Minimise chat" onClick={onMinimise}>
        –
      </button>
      <button type="button" className="cw-icon-btn" aria-label="Close chat" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
