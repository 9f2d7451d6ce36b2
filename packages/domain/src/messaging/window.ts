/**
 * WhatsApp's customer-service window (docs/api.md#the-whatsapp-loop): free text may be sent until
 * 24 hours after the patient's last message; after that, or before the patient ever wrote, only an
 * approved template may start the conversation again.
 */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When the window closes, or null when the patient never wrote. */
export function windowOpenUntil(lastInboundAt: Date | null): Date | null {
  return lastInboundAt ? new Date(lastInboundAt.getTime() + SERVICE_WINDOW_MS) : null;
}

/** Whether free text may go out at `now`. */
export function isWindowOpen(lastInboundAt: Date | null, now: Date): boolean {
  const until = windowOpenUntil(lastInboundAt);
  return until !== null && now.getTime() < until.getTime();
}
