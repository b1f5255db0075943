import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/** Cookies are Secure when the site is served over https (PUBLIC_URL), so local http development still works. */
export function baseCookieOptions(publicUrl: string): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: new URL(publicUrl).protocol === 'https:' };
}

export async function installCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}
