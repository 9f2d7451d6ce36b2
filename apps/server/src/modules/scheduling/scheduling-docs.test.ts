import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { example?: unknown } }> };
  responses: Record<string, unknown>;
};

it('documents every scheduling endpoint in the OpenAPI document at /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  const expected: [string, string, number][] = [
    ['get', '/api/agenda', 200],
    ['get', '/api/agenda/stream', 200],
    ['get', '/api/appointments/{id}', 200],
    ['post', '/api/appointments', 201],
    ['post', '/api/scheduling/availability', 200],
    ['post', '/api/scheduling/book', 201],
    ['post', '/api/scheduling/confirm', 200],
    ['post', '/api/scheduling/reschedule', 200],
    ['post', '/api/scheduling/cancel', 200],
    ['post', '/api/scheduling/no-show', 200],
  ];
  for (const [method, path, status] of expected) {
    const op = paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op!.summary, `${method} ${path}`).toBeTruthy();
    expect(op!.tags).toEqual(['scheduling']);
    expect(Object.keys(op!.responses)).toContain(String(status));
    if (method === 'post') {
      expect(op!.parameters?.map((p) => p.name)).toContain('idempotency-key');
      expect(op!.requestBody?.content['application/json']?.schema.example, `${method} ${path}`).toBeDefined();
    }
  }
  expect(JSON.stringify(paths['/api/scheduling/book']!.post!.responses)).toContain(
    'slot_conflict: Conflicto de horario',
  );
  const stream = paths['/api/agenda/stream']!.get!.responses as Record<string, { content: Record<string, unknown> }>;
  expect(Object.keys(stream['200']!.content)).toEqual(['text/event-stream']);
  expect(Object.keys(stream['403']!.content)).toEqual(['application/json']);
  const documented = Object.entries(paths).flatMap(([path, ops]) =>
    Object.values(ops)
      .filter((op) => op.tags?.includes('scheduling'))
      .map(() => path),
  );
  expect(documented.length).toBe(expected.length);
});
