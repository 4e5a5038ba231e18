import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** An account at the test's OpenID provider: what its ID token will say. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcProviderKit {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is (the person at the keyboard choosing their account). */
  signInAs(account: ProviderAccount): void;
  /**
   * Plays the browser at the provider: follows the authorization URL through the sign-in and consent until
   * the provider sends the browser back to the shop; answers that URL.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, with one confidential client whose redirect
 * URI is the shop's callback. The interaction (login and consent) is finished by code, as a person would.
 */
export async function startOidcProvider(shopUrl: string): Promise<OidcProviderKit> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "somali-sips-test";
  const clientSecret = "a client secret for the loopback provider only";
  const accounts = new Map<string, ProviderAccount>();
  let next: ProviderAccount | undefined;

  const provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${shopUrl}/auth/google/callback`],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    cookies: { keys: ["loopback provider cookie key"] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // As Google does: the ID token itself carries the email and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });

  server.on("request", async (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      try {
        const details = await provider.interactionDetails(req, res);
        if (!next) throw new Error("the test did not say who signs in");
        accounts.set(next.sub, next);
        const grant = new provider.Grant({ accountId: next.sub, clientId });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: next.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
      return;
    }
    provider.callback()(req, res);
  });

  async function authorize(authorizationUrl: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        redirect: "manual",
        headers: jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {},
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair!.indexOf("=");
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = response.headers.get("location");
      if (!location) throw new Error(`the provider stopped at ${url.pathname}: ${response.status}`);
      const target = new URL(location, url);
      if (target.href.startsWith(shopUrl)) return target;
      url = target;
    }
    throw new Error("too many redirects at the provider");
  }

  return {
    issuerUrl,
    clientId,
    clientSecret,
    signInAs: (account) => {
      next = account;
    },
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
