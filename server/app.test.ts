import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';

import { failEnvelope, okEnvelope } from './platform/http/envelope';
import { createApp } from './app';
import { createLogger } from './platform/logger';
import type { PageService } from './pages/page-service';
import type { Renderer } from './ssr/renderer';
import { getTestRenderer } from './test-support/test-renderer';
import { testEnv } from './test-support/test-env';

const env = testEnv();
const logger = createLogger(env);

const pages: PageService = {
  async getPageEnvelope(path) {
    if (path === 'home') {
      return okEnvelope({
        title: 'Careers',
        meta: { description: 'Help the world sleep better.' },
        section: [{ type: 'hero' as const, heading: 'Sleep is our craft', text: 'Join us.' }],
      });
    }
    if (path === 'how-we-hire') return failEnvelope(503);
    if (path === 'team/99') return failEnvelope(404);
    if (path === 'students') throw new Error('database exploded');
    return failEnvelope(404);
  },
};

let renderer: Renderer;
beforeAll(async () => {
  renderer = await getTestRenderer();
});

const app = () => createApp({ env, logger, renderer, pages });

describe('server-rendered pages', () => {
  test('the home page answers 200 with its title and description inside <head>', async () => {
    const res = await request(app()).get('/');
    expect(res.status).toBe(200);
    const head = res.text.slice(res.text.indexOf('<head>'), res.text.indexOf('</head>'));
    expect(head).toContain('<title>Careers | Somnia</title>');
    expect(head).toContain('<meta name="description" content="Help the world sleep better."/>');
    expect(head).toContain('<meta name="robots" content="index, follow"/>');
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(res.text).toContain('<h1 class="hero__heading">Sleep is our craft</h1>');
  });

  test('the page data is dehydrated into the HTML so the browser does not refetch it', async () => {
    const res = await request(app()).get('/');
    expect(res.text).toContain('window.__APP_STATE__=');
    expect(res.text).toContain('"queryKey":["page","home",""]');
    expect(res.text).toContain('window.__staticRouterHydrationData=');
  });

  test('HTML is never cached', async () => {
    const res = await request(app()).get('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('an unmatched route answers 404 with "This page could not be found"', async () => {
    const res = await request(app()).get('/this-does-not-exist');
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  test('a route whose validate step fails answers 404', async () => {
    const res = await request(app()).get('/job/not-a-number');
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
  });

  test('a page the API does not know answers 404 with the same words as an unmatched route', async () => {
    const res = await request(app()).get('/team/99');
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
    expect(res.text).not.toContain('Could not find what you are looking for');
  });

  test('an error carrying a status shows that status and its message', async () => {
    const res = await request(app()).get('/how-we-hire');
    expect(res.status).toBe(503);
    expect(res.text).toContain(
      'Service is temporarily down for maintenance. Please try again later.',
    );
  });

  test('a failed public page load renders the 500 page', async () => {
    const res = await request(app()).get('/students');
    expect(res.status).toBe(500);
    expect(res.text).toContain(
      'Could not connect to the service&#x27;s end. Please check and try again.',
    );
  });

  test('a crawler gets the complete document as well', async () => {
    const res = await request(app())
      .get('/')
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    expect(res.text).toContain('</html>');
  });
});

describe('content security policy', () => {
  test('every inline and module script carries the response’s fresh nonce', async () => {
    const first = await request(app()).get('/');
    const second = await request(app()).get('/');
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const nonce = nonceOf(first.headers['content-security-policy'] ?? '');
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers['content-security-policy'] ?? ''));
    // JSON-LD data blocks never execute, so CSP does not apply to them.
    const scripts = (first.text.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });
});

describe('API fallbacks', () => {
  test('an unknown API path answers a 404 envelope, not a page', async () => {
    const res = await request(app()).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 404,
      data: null,
      message: 'Could not find what you are looking for. Please check and try again.',
    });
  });

  test('GET /healthz says the process is up', async () => {
    const res = await request(app()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});
