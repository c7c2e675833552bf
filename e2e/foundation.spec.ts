import { expect, test, waitForHydration } from './support/test';

test('the home page hydrates and client-side navigation keeps the document', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/Somnia/);
  await page.evaluate(() => Object.assign(window, { navigationMarker: 'still here' }));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'How we hire' })
    .click();
  await expect(page).toHaveURL(/\/how-we-hire$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { navigationMarker?: string }).navigationMarker,
    ),
  ).toBe('still here');
});

test('navigation scrolls to the top and back restores the scroll position', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForTimeout(200);

  await page.getByRole('contentinfo').getByRole('link', { name: 'How we hire' }).click();
  await expect(page).toHaveURL(/\/how-we-hire$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(550);
});

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('hashed assets are cached for a year and HTML is revalidated', async ({ page, request }) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
  await page.goto('/');
});
