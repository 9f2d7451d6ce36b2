// The channel settings: the sandbox until a WhatsApp number is connected with a token Meta accepts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asMember, signUpWithOrg } from '../../../test/test-app.ts';
import { PHONE_ID, TOKEN, useChannelApp, VERIFY } from './channel-fixtures.ts';

const ch = useChannelApp();
const { count, connectWhatsApp } = ch;

describe('the channel settings', () => {
  it('starts on the sandbox and never returns the token', async () => {
    const res = await ch.api.get('/api/channel');
    expect(res.json()).toMatchObject({ kind: 'sandbox', connected: true, verifyToken: VERIFY });
    expect(res.json().webhookUrl).toMatch(/\/api\/whatsapp\/webhook$/);
  });

  it('refuses a bad token with Meta’s reason, and stores a good one sealed', async () => {
    const bad = await ch.api.put('/api/channel', {
      kind: 'whatsapp',
      phoneNumberId: PHONE_ID,
      wabaId: '555666',
      accessToken: 'EAAG-this-token-is-wrong',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'channel_unreachable' });
    expect(bad.json().message).toContain('Session has expired');
    const saved = await connectWhatsApp();
    expect(saved).toMatchObject({
      kind: 'whatsapp',
      connected: true,
      phoneNumberId: PHONE_ID,
      displayPhoneNumber: '+506 4000 1234',
    });
    expect(JSON.stringify(saved)).not.toContain(TOKEN);
    expect(await count('channels', sql`access_token_enc like ${`%${TOKEN}%`}`)).toBe(0);
    expect(await count('channels', sql`access_token_enc is not null`)).toBe(1);
  });

  it('refuses a number another organisation holds', async () => {
    const other = asMember(ch.t.app, await signUpWithOrg(ch.t.app, 'Otra'));
    const res = await other.put('/api/channel', {
      kind: 'whatsapp',
      phoneNumberId: PHONE_ID,
      wabaId: '1',
      accessToken: TOKEN,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('phone_number_in_use');
    expect((await other.get('/api/channel')).json().kind).toBe('sandbox');
  });
});
