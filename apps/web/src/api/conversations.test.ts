import type { MessageWire } from '@recepta/domain';
import { describe, expect, it } from 'vitest';
import { newerMessage } from './conversations.ts';

const message = (status: MessageWire['status']): MessageWire => ({
  id: 'm1',
  direction: 'out',
  author: 'staff',
  kind: 'text',
  body: 'Hola',
  status,
  sentAt: '2026-11-24T10:00:00-06:00',
});

describe('newerMessage', () => {
  it('keeps a status the live stream already moved forward when the send’s own answer comes late', () => {
    expect(newerMessage(message('delivered'), message('queued')).status).toBe('delivered');
    expect(newerMessage(message('read'), message('delivered')).status).toBe('read');
  });

  it('takes a forward move, a first copy, and a retried failure starting over', () => {
    expect(newerMessage(message('sent'), message('read')).status).toBe('read');
    expect(newerMessage(undefined, message('queued')).status).toBe('queued');
    expect(newerMessage(message('failed'), message('queued')).status).toBe('queued');
  });
});
