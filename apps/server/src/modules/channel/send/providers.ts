import { randomUUID } from 'node:crypto';
import type { Channel } from '../channel-store.ts';
import type { GraphClient, OutboundMessage } from '../graph/graph-client.ts';

/** What a provider made of one send: the message's id on the channel, and whether it is already delivered. */
export interface ProviderSend {
  wamid: string;
  /** The sandbox delivers at once; WhatsApp tells later by status webhook. */
  delivered: boolean;
}

/**
 * One provider per channel kind behind one interface (docs/architecture.md#whatsapp-channel): the
 * send path asks it to send and records the answer the same way for all. A provider throws
 * GraphError (with its outcome) when the channel refuses.
 */
export interface ChannelProvider {
  send(message: OutboundMessage, messageId: string): Promise<ProviderSend>;
  /**
   * Nothing leaves the server: the send only makes its id, and the delivery it answers is written
   * in the statement that grants the send its place in the number's rate (deliver.ts).
   */
  local?: boolean;
}

/** The simulator and the demo chat: nothing leaves the server, and the message counts as delivered. */
export const sandboxProvider: ChannelProvider = {
  local: true,
  async send() {
    return { wamid: `sandbox.${randomUUID()}`, delivered: true };
  },
};

/** Meta's WhatsApp Cloud API, with the organisation's number and token. */
export function cloudApiProvider(graph: GraphClient, channel: Extract<Channel, { kind: 'whatsapp' }>): ChannelProvider {
  return {
    async send(message, messageId) {
      const { wamid } = await graph.sendMessage(
        { phoneNumberId: channel.phoneNumberId, accessToken: channel.accessToken },
        // Meta echoes this in the message's status webhooks: a send whose answer never came is settled by it.
        { ...message, callbackData: messageId },
      );
      return { wamid, delivered: false };
    },
  };
}

/** The provider of an organisation's channel: the one place that looks at the channel's kind to send. */
export function providerOf(graph: GraphClient, channel: Channel): ChannelProvider {
  return channel.kind === 'sandbox' ? sandboxProvider : cloudApiProvider(graph, channel);
}
