/**
 * The browser's sign-in, spoken over HTTP: authorization request with PKCE, the embedded
 * provider's form, the redirect back to `/login` with a code, the code exchange, one admin call.
 * It builds its requests with the app's own OIDC client (src/auth), so it tests what ships.
 */
import axios from 'axios';

import {
  buildAuthorizationUrl,
  exchangeCode,
  type OidcSettings,
  type ProviderMetadata,
} from '../../src/auth/oidc-client';
import { codeChallengeOf, createCodeVerifier } from '../../src/auth/pkce';
import { randomString } from '../../src/lib/random';

const MAX_REDIRECTS = 10;

/** Enough of a cookie jar for one provider: every cookie goes back on every request. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface SignInResult {
  /** Where the provider sent the browser back with the code. */
  callbackUrl: URL;
  /** The status of `GET /api/admin/blog-comment` with the access token. */
  adminStatus: number;
}

/**
 * Signs in as `credentials` at the embedded provider of the site at `origin`.
 * Throws with the step that went wrong.
 */
export async function signInRoundTrip(
  origin: string,
  metadata: ProviderMetadata,
  issuer: string,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const settings: OidcSettings = {
    issuer,
    clientId: 'somnia-web',
    audience: 'somnia-api',
    redirectUri: `${origin}/login`,
    logoutRedirectUri: `${origin}/`,
  };
  const verifier = createCodeVerifier();
  const state = randomString();
  const jar = new CookieJar();
  const get = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    return res;
  };

  let res = await get(
    buildAuthorizationUrl(metadata.authorization_endpoint, settings, {
      state,
      nonce: randomString(),
      codeChallenge: await codeChallengeOf(verifier),
    }),
  );
  let signedIn = false;
  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    if (res.status === 200) {
      if (signedIn) throw new Error('the provider showed its sign-in form again');
      const action = /<form method="post" action="([^"]+)"/.exec(await res.text())?.[1];
      if (!action) throw new Error(`no sign-in form at ${res.url}`);
      signedIn = true;
      res = await get(new URL(action, origin).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(credentials).toString(),
      });
      continue;
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the sign-in stopped at HTTP ${res.status} (${res.url})`);
    const next = new URL(location, origin);
    if (`${next.origin}${next.pathname}` === settings.redirectUri) {
      if (next.searchParams.get('state') !== state) throw new Error('the state came back changed');
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`the provider answered ${next.search} instead of a code`);
      const tokens = await exchangeCode(axios.create(), metadata, settings, code, verifier);
      const admin = await fetch(`${origin}/api/admin/blog-comment`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      return { callbackUrl: next, adminStatus: admin.status };
    }
    res = await get(next.href);
  }
  throw new Error('the sign-in never came back to /login');
}
