import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.logLevel).toBe('info');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['ASSISTANT_LLM_URL', 'ftp://x'],
    ['ASSISTANT_LLM_TIMEOUT_MS', '100'],
    ['ASSISTANT_LLM_TIMEOUT_MS', 'soon'],
  ])('refuses %s=%s with a message naming the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`));
  });

  it('seeds the demo on the embedded database only, unless told otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/^Invalid setting SEED_DEMO=/);
  });

  it('enables Google only with both client settings', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuerUrl: undefined,
    });
  });

  it('does not trust X-Forwarded-For unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://recepta.example/' }).publicUrl).toBe('https://recepta.example');
  });

  it('leaves the interpreter off unless both its address and its model are set', () => {
    expect(loadConfig({}).interpreter).toBeUndefined();
    expect(() => loadConfig({ ASSISTANT_LLM_URL: 'http://llm.local/v1' })).toThrow(
      /^Invalid setting ASSISTANT_LLM_MODEL=/,
    );
    expect(() => loadConfig({ ASSISTANT_LLM_MODEL: 'm' })).toThrow(/^Invalid setting ASSISTANT_LLM_URL=/);
    expect(loadConfig({ ASSISTANT_LLM_URL: 'https://api.example/v1/', ASSISTANT_LLM_MODEL: 'm' }).interpreter).toEqual({
      baseUrl: 'https://api.example/v1',
      model: 'm',
      apiKey: undefined,
      timeoutMs: 4000,
    });
  });
});
