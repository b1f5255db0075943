import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { backofficePort } from '../playwright.config';
import { expect } from './fixtures';

/** The back office's own origin (the web port + 2, started beside the player site). */
export const backoffice = `http://127.0.0.1:${backofficePort}`;

/** A demo staff member as `GET /api/dev/demo-staff` lists them (development only, ADR 036). */
export interface DemoStaff {
  email: string;
  password: string;
  totp_secret: string;
}

/** The demo member of a role: `{role}@backoffice.example.com`. */
export async function demoStaff(request: APIRequestContext, role: string): Promise<DemoStaff> {
  const answer = await request.get('/api/dev/demo-staff');
  expect(answer.ok()).toBe(true);
  const email = `${role}@backoffice.example.com`;
  const member = ((await answer.json()) as { staff: DemoStaff[] }).staff.find((s) => s.email === email);
  if (!member) throw new Error(`no demo ${role}`);
  return member;
}

const totpOf = (member: DemoStaff) =>
  new TOTP({ secret: Secret.fromBase32(member.totp_secret), digits: 6, period: 30 });

/**
 * Signs a staff member in on `page`: password, then the current code of their secret. The server takes each code
 * once per member, so when another spec signed the same demo member in during this 30-second step the code is
 * refused; then the next step's code is given once its step has begun.
 */
export async function signInToBackoffice(page: Page, member: DemoStaff): Promise<void> {
  await page.goto(backoffice);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const field = page.getByLabel(/Code from your authenticator/);
  await expect(field).toBeFocused();
  const desk = page.getByRole('navigation', { name: 'Back office' });
  await expect(async () => {
    if (await desk.isVisible()) return;
    await field.fill(totpOf(member).generate());
    await field.press('Enter');
    await expect(desk).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 75_000, intervals: [2_000, 5_000] });
}
