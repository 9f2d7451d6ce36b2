import { demoChatWire, demoInfoWire, demoMessageInput, demoMessagesWire, demoTokenParams } from '../schemas/demo.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/**
 * The public demo chat (docs/api.md#the-demo-chat): no session and no organisation in the
 * request; a chat is reached by its token alone. Server: modules/demo/routes.ts.
 */
export const demoApi = {
  info: defineRoute({ method: 'GET', path: '/api/demo', answer: demoInfoWire }),
  /** A fresh patient of the demo clinic, and the token that is the only key to the chat. */
  start: defineRoute({ method: 'POST', path: '/api/demo/chats', status: 201, answer: demoChatWire }),
  /** 202: the receptionist answers in the chat, which the page polls. */
  send: defineRoute({
    method: 'POST',
    path: '/api/demo/chats/:token/messages',
    params: demoTokenParams,
    body: demoMessageInput,
    status: 202,
    answer: z.object({ accepted: z.literal(true) }),
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/demo/chats/:token/messages',
    params: demoTokenParams,
    answer: demoMessagesWire,
  }),
};
