import * as oidc from "openid-client";

export interface GoogleSignInOptions {
  clientId: string;
  clientSecret: string;
  /** The OpenID provider; Google's (`https://accounts.google.com`) in production, a loopback one in tests. */
  issuerUrl: string;
}

/** What the browser carries (sealed) between the redirect to the provider and its return. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Set when a signed-in member links Google from the profile: the member's id, checked again at the callback. */
  linkFor?: number;
}

/** The claims the shop uses from a verified ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * The OpenID Connect authorization-code flow with PKCE, `state` and `nonce` (openid-client). The provider's
 * metadata is discovered on first use and kept once it answered, so a provider that is down at start-up
 * does not stop the shop: sign-in fails until it answers again.
 */
export function googleOidc(options: GoogleSignInOptions) {
  let configuration: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(options.issuerUrl);

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        issuer,
        options.clientId,
        { client_secret: options.clientSecret },
        oidc.ClientSecretPost(options.clientSecret),
        // A plain-http issuer exists only on loopback (the tests' provider); Google's is https.
        issuer.protocol === "http:"
          ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
          : { timeout: 10 },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  async function start(redirectUri: string): Promise<{ url: URL; pending: PendingSignIn }> {
    const config = await discover();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      response_type: "code",
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: "S256",
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  /** Exchanges the code and checks state, nonce, PKCE, issuer, audience and the ID token's signature. */
  async function finish(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleIdentity> {
    const config = await discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("the provider sent no ID token");
    return {
      subject: claims.sub,
      email: typeof claims.email === "string" ? claims.email.trim().toLowerCase() : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === "string" ? claims.name : undefined,
    };
  }

  return { start, finish };
}

export type GoogleOidc = ReturnType<typeof googleOidc>;
