/**
 * Colour contrast and accessibility on every main screen, in both themes (issue 13 item 8): axe reports no
 * serious or critical violation. #0aadff stays for fills and large text; small text and links use a darker
 * shade of the same hue (src/theme.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';

const bad = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target} ${n.html.slice(0, 120)} ${(n.any[0]?.message ?? '').slice(0, 140)}`));

async function settle(page: Page) {
  await page.getByRole('heading').first().waitFor();
  await expect(page.getByText('Loading Shopfloor…')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  // Mantine transitions (opacity) end before colours are measured.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

const SIGNED_OUT = ['/account/login', '/account/register', '/account/forgotten-password'];
const SIGNED_IN = (p: string) => [
  `/dashboard?project=${p}`,
  `/users?project=${p}`,
  `/users/invites?project=${p}`,
  `/users/roles?project=${p}`,
  `/modules?project=${p}`,
  `/modules/shopify?project=${p}`,
  `/projects/settings?project=${p}`,
  `/organisations?project=${p}`,
  `/developer?project=${p}`,
  '/settings',
  '/settings/change-password',
  '/projects',
  '/projects/create',
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((s) => localStorage.setItem('mantine-color-scheme-value', s), scheme);
    });

    test(`axe: no serious violation on the signed-out screens (${scheme})`, async ({ page }) => {
      const found: string[] = [];
      for (const url of SIGNED_OUT) {
        await page.goto(url);
        await settle(page);
        found.push(...bad(await new AxeBuilder({ page }).analyze()).map((v) => `${url} ${v}`));
      }
      expect(found).toEqual([]);
    });

    test(`axe: no serious violation on the main signed-in screens (${scheme})`, async ({ page }) => {
      test.setTimeout(300_000);
      await signInThroughForm(page);
      await page.waitForURL(/project=/);
      const project = new URL(page.url()).searchParams.get('project') as string;
      const found: string[] = [];
      for (const url of SIGNED_IN(project)) {
        await page.goto(url);
        await settle(page);
        found.push(...bad(await new AxeBuilder({ page }).analyze()).map((v) => `${url} ${v}`));
      }
      await page.getByRole('button', { name: 'Account menu' }).click();
      await settle(page);
      found.push(...bad(await new AxeBuilder({ page }).analyze()).map((v) => `account menu ${v}`));
      await page.screenshot({ path: `.tmp/contrast-${scheme}.png` });
      expect(found).toEqual([]);
    });
  });
}
