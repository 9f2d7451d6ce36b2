import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../api/client.ts';
import { demoMessagesKey, sendDemoMessage, startDemoChat, useDemoMessages } from '../api/demo.ts';
import type { PhoneChatInput, PhoneChatMessage } from '../ui/phone-chat.tsx';
import { readDemoToken, writeDemoToken } from './demo-token.ts';

/** How long the chat shows "escribiendo…" and polls fast after a message, when no answer comes. */
const ANSWER_WAIT_MS = 12_000;

/**
 * The visitor's side of the demo chat: the chat starts with the first message (so a visit that
 * writes nothing creates no patient), the token lives for the tab, and an ended chat (the token
 * expired after a day) is forgotten so the next message starts a new one.
 */
export function useDemoChat() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readDemoToken);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [awaiting, setAwaiting] = useState(false);
  const chat = useDemoMessages(token, awaiting);
  const raw = token === null ? undefined : chat.data;

  const forget = useCallback((message: string) => {
    writeDemoToken(null);
    setToken(null);
    setAwaiting(false);
    setError(message);
  }, []);

  useEffect(() => {
    if (isApiError(chat.error) && chat.error.code === 'demo_chat_not_found') forget(chat.error.message);
  }, [chat.error, forget]);

  // The answer came (the clinic wrote last), or it is taking too long to keep the dots up.
  const lastIsClinic = raw !== undefined && raw.length > 0 && raw.at(-1)!.from === 'clinic';
  useEffect(() => {
    if (!awaiting) return;
    if (lastIsClinic) {
      setAwaiting(false);
      return;
    }
    const timer = setTimeout(() => setAwaiting(false), ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaiting, lastIsClinic]);

  const messages = useMemo<PhoneChatMessage[]>(
    () =>
      (raw ?? []).map((m) => ({
        id: m.id,
        mine: m.from === 'patient',
        text: m.text,
        buttons: m.buttons,
        sentAt: m.sentAt,
      })),
    [raw],
  );

  const send = async (input: PhoneChatInput): Promise<boolean> => {
    setSending(true);
    setError(null);
    try {
      let current = token;
      if (current === null) {
        current = (await startDemoChat()).token;
        writeDemoToken(current);
        setToken(current);
      }
      await sendDemoMessage(current, 'buttonId' in input ? { buttonId: input.buttonId } : { text: input.text });
      setAwaiting(true);
      await queryClient.invalidateQueries({ queryKey: demoMessagesKey(current) });
      return true;
    } catch (err) {
      if (isApiError(err) && err.code === 'demo_chat_not_found') forget(err.message);
      else
        setError(
          isApiError(err) ? (Object.values(err.fields ?? {})[0] ?? err.message) : 'No se pudo enviar. Intenta de nuevo',
        );
      return false;
    } finally {
      setSending(false);
    }
  };

  return { messages, send, sending, error, typing: awaiting && !lastIsClinic };
}
