/**
 * The whole account journey in Chromium, as a new user: register → verify from the outbox → sign in → turn on
 * two-factor → sign out → sign in with a code → forgot password → reset from the emailed link → sign in.
 * Mail is read from the e2e server's outbox (DATA_DIR/outbox, no SMTP_URL).
 */
import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { mailLink } from './fixtures/outbox.ts';
import { acceptTermsIfShown } from './fixtures/terms.ts';

const STEP_MS = 30_000;
const codeAt = (secret: string, ms: number) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: ms });

/** A code from a step later than `lastStep` (a code works once), waiting for the next step if needed. */
async function freshCode(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  await expect.poll(() => Math.floor(Date.now() / STEP_MS), { timeout: STEP_MS + 5_000, intervals: [250] }).toBeGreaterThan(lastStep);
  const now = Date.now();
  return { code: codeAt(secret, now), step: Math.floor(now / STEP_MS) };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`/account/login?email=${encodeURIComponent(email)}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/account\/login/);
}

test('register, verify, two-factor, sign out and in with a code, forgot and reset the password', async ({ page }) => {
  test.setTimeout(150_000);
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'lantern harbour 42';
  const newPassword = 'copper kettle morning';
  const start = Date.now();

  // Register.
  await page.goto(`/account/register?email=${encodeURIComponent(email)}`);
  await expect(page).toHaveTitle(/Register/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.screenshot({ path: '.tmp/account-register.png' });

  // Verify from the outbox.
  await page.goto(await mailLink(email, 'Verify your email address', start));
  await expect(page.getByText('Your email address is verified. Sign in to continue.')).toBeVisible();

  // Sign in.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
  expect(await acceptTermsIfShown(page)).toBe(true); // a new user meets the platform's terms once

  // Turn on two-factor (the spec's route redirects to the setup page).
  await page.goto('/settings/two-factor-authentication');
  await page.waitForURL(/\/settings\/setup-authenticator/);
  await expect(page.getByRole('heading', { name: 'Setup Authentication App' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: '.tmp/account-2fa-setup.png' });
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByText('The code is invalid or has already been used.')).toBeVisible();
  // The previous step's code (inside the ±1 window), so the current step is still unused for the sign-in below.
  const setupStep = Math.floor(Date.now() / STEP_MS) - 1;
  await page.getByLabel('Authentication code').fill(codeAt(secret, setupStep * STEP_MS + 1000));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  // The recovery codes are shown once, with copy and download.
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().innerText()).trim();
  expect(recoveryCode).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('shopfloor-recovery-codes.txt');

  // Sign out, then sign in with a code: the code field appears when the server asks for it.
  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.').first()).toBeVisible();
  const first = await freshCode(secret, setupStep);
  await page.getByLabel('Authentication code').fill(first.code);
  await page.screenshot({ path: '.tmp/account-login-otp.png' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);

  // Forgot password → reset from the emailed link.
  await signOut(page);
  const resetAsked = Date.now();
  await page.goto(`/account/forgotten-password?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email address, we sent a link to reset its password.')).toBeVisible();
  await page.goto(await mailLink(email, 'Reset your password', resetAsked));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();

  // The new password works (with a new code).
  await signIn(page, email, newPassword);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  const second = await freshCode(secret, first.step);
  await page.getByLabel('Authentication code').fill(second.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);

  // A recovery code works once in place of the app's code.
  await signOut(page);
  await signIn(page, email, newPassword);
  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);

  // Settings: codes left, regenerate with the password, then turn two-factor off with the password and a code.
  await page.goto('/settings/two-factor-authentication');
  await expect(page.getByTestId('recovery-codes-remaining')).toHaveText('9 of 10 recovery codes left.');
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  await recovery.getByLabel('Your password').fill(newPassword);
  await recovery.getByRole('button', { name: 'Generate new recovery codes' }).click();
  await expect(recovery.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const fresh = (await recovery.getByRole('listitem').first().innerText()).trim();
  const off = page.getByRole('region', { name: 'Turn off two-factor authentication' });
  await off.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await off.getByLabel('Authentication code or recovery code').fill(fresh);
  await off.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await signOut(page);
  await signIn(page, email, newPassword);
  await page.waitForURL(/\/dashboard/);
});

test('a device shows a code; the signed-in user approves it at /auth/{code} → /device', async ({ page, request }) => {
  // `request` is the device: no browser cookies.
  const res = await request.post('/v1/auth/device/code', { form: { client_id: 'e2e-printer' } });
  expect(res.status()).toBe(200);
  const auth = (await res.json()) as { user_code: string; device_code: string; verification_uri_complete: string };
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('demo@shopfloor.local');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-password-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(new URL(auth.verification_uri_complete).pathname);
  await page.waitForURL(/\/device\?code=/);
  await expect(page.getByLabel('Device code')).toHaveValue(auth.user_code);
  await page.screenshot({ path: '.tmp/account-device.png' });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Device connected' })).toBeVisible();
  const token = await request.post('/v1/auth/token', {
    form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: auth.device_code, client_id: 'e2e-printer' },
  });
  expect(token.status()).toBe(200);
  expect((await token.json()).token_type).toBe('Bearer');
});

test('settings: profile with avatar, change password', async ({ page }) => {
  const email = `e2e-settings-${Date.now()}@example.com`;
  const res = await page.request.post('/omnis/v3/dashboard/user/create', { data: { email, password: 'window garden 77' } });
  expect(res.status()).toBe(201);
  await signIn(page, email, 'window garden 77');
  await page.waitForURL(/\/dashboard/);
  await acceptTermsIfShown(page);
  await page.goto('/settings');
  await expect(page).toHaveTitle(/Settings/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(/Your profile is saved/)).toBeVisible();
  await page.screenshot({ path: '.tmp/account-settings.png' });
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByRole('textbox', { name: 'Current password' }).fill('not it at all');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another long secret');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('another long secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The provided password is incorrect.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password' }).fill('window garden 77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
});

test('first-run setup at /auth/setup; account pages are reachable signed out and settings need a user', async ({ page }) => {
  await page.goto('/auth/setup');
  await expect(page.getByRole('heading', { name: 'Set up your factory' })).toBeVisible();
  await page.getByRole('link', { name: 'I already have an account' }).click();
  await page.waitForURL(/\/account\/login\?redirect=/);
  await page.goto('/account/set-password');
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  await page.goto('/account/reset-password?token=not-a-real-token-at-all');
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  await page.goto('/settings/change-password');
  await page.waitForURL(/\/account\/login\?redirect=%2Fsettings%2Fchange-password/);
  await expect(page).toHaveTitle(/Login/);
});
