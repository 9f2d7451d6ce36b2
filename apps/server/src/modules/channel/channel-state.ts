/**
 * An organisation's channel as the send guards see it (domain SendContext.channel), from its row
 * (none: the sandbox). The one place that reads the channel's kind for a decision about sending.
 */
export function channelState(
  kind: string | null | undefined,
  connected: boolean | null | undefined,
): 'sandbox' | 'connected' | 'disconnected' {
  if (kind !== 'whatsapp') return 'sandbox';
  return connected === false ? 'disconnected' : 'connected';
}
