import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMessageStatus, type MessageStatus, messageStatuses, nextMessageStatus } from './message-status.ts';

describe('nextMessageStatus', () => {
  it('moves forward only', () => {
    expect(nextMessageStatus('queued', 'sent')).toBe('sent');
    expect(nextMessageStatus('sent', 'read')).toBe('read');
    expect(nextMessageStatus('read', 'delivered')).toBeUndefined();
    expect(nextMessageStatus('delivered', 'sent')).toBeUndefined();
    expect(nextMessageStatus('sent', 'sent')).toBeUndefined();
  });

  it('takes a failure before delivery only, and keeps it', () => {
    expect(nextMessageStatus('sent', 'failed')).toBe('failed');
    expect(nextMessageStatus('queued', 'failed')).toBe('failed');
    expect(nextMessageStatus('delivered', 'failed')).toBeUndefined();
    expect(nextMessageStatus('failed', 'read')).toBeUndefined();
  });
});

describe('foldMessageStatus', () => {
  const status = fc.constantFrom<MessageStatus>(...messageStatuses);

  it('does not depend on the order or repeats of the reports', () => {
    fc.assert(
      fc.property(
        fc
          .array(status, { maxLength: 8 })
          .chain((reports) =>
            fc.tuple(
              fc.constant(reports),
              fc.shuffledSubarray([...reports, ...reports], { minLength: reports.length * 2 }),
            ),
          ),
        ([reports, shuffled]) => {
          expect(foldMessageStatus('queued', shuffled)).toBe(foldMessageStatus('queued', reports));
        },
      ),
    );
  });

  it('ends at read when read was reported, even before sent', () => {
    expect(foldMessageStatus('queued', ['read', 'sent', 'delivered'])).toBe('read');
  });
});
