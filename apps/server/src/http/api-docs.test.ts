import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const test = useTestApp();

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
}

async function openApiDocument(): Promise<{
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}> {
  const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function requestBodyFields(operation: Operation | undefined): string[] {
  return Object.keys(operation?.requestBody?.content['application/json']?.schema.properties ?? {});
}

describe('API reference at /api/docs', () => {
  it('answers with the reference page and the script it loads', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const script = page.body.match(/src="(\/api\/docs\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await test.app.inject({ method: 'GET', url: script ?? '' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('lists the main routes with the request schemas they validate with', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\./);
    const { paths } = document;
    expect(requestBodyFields(paths['/api/sportsbook/v3/bets']?.post)).toEqual(
      expect.arrayContaining(['bets', 'meta']),
    );
    expect(requestBodyFields(paths['/api/platform/users/sign_in']?.post)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(requestBodyFields(paths['/api/platform/payments/deposits']?.post).length).toBeGreaterThan(0);
    expect(paths['/api/sportsbook/matches']?.get?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:sport_key', 'query:match_status', 'query:page']),
    );
    expect(paths['/api/sportsbook/matches/{id}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id' }),
    );
    expect(paths['/api/sportsbook/bets/cashout']?.post?.requestBody).toBeDefined();
    expect(paths['/api/platform/player/accounts']?.get?.responses?.['200']).toBeDefined();
  });

  it('does not list its own pages', async () => {
    const { paths } = await openApiDocument();
    expect(Object.keys(paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });
});
