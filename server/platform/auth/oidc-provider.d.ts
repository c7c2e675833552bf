/**
 * The small part of oidc-provider 9's API this project uses (the package ships no types and
 * DefinitelyTyped lags behind major versions).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcContext {
    req: IncomingMessage;
    res: ServerResponse;
    host: string;
    type: string;
    body: unknown;
    oidc: {
      client?: { clientId: string; clientName?: string };
      [key: string]: unknown;
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ClientRef {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface TokenRef {
    kind: string;
    accountId?: string;
    /** The grant the token was issued under (access and refresh tokens, codes). */
    grantId?: string;
    scope?: string;
  }

  export interface ResourceServerInfo {
    audience: string;
    scope: string;
    accessTokenFormat?: 'jwt' | 'opaque';
    accessTokenTTL?: number;
    jwt?: { sign?: { alg: string } };
  }

  export interface AdapterLike {
    upsert(
      id: string,
      payload: Record<string, unknown>,
      expiresIn: number | undefined,
    ): Promise<void>;
    find(id: string): Promise<Record<string, unknown> | undefined>;
    findByUid(uid: string): Promise<Record<string, unknown> | undefined>;
    findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    token_endpoint_auth_method?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    application_type?: 'web' | 'native';
  }

  export interface Configuration {
    adapter?: (name: string) => AdapterLike;
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: {
      keys?: string[];
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    pkce?: { required?: (ctx: OidcContext, client: ClientRef) => boolean };
    findAccount?: (ctx: OidcContext, sub: string, token?: TokenRef) => Promise<Account | undefined>;
    features?: Record<string, unknown>;
    issueRefreshToken?: (
      ctx: OidcContext,
      client: ClientRef,
      code: TokenRef,
    ) => Promise<boolean> | boolean;
    rotateRefreshToken?: boolean | ((ctx: OidcContext) => boolean);
    expiresWithSession?: (ctx: OidcContext, token: TokenRef) => Promise<boolean> | boolean;
    extraTokenClaims?: (
      ctx: OidcContext,
      token: TokenRef,
    ) => Promise<Record<string, unknown> | undefined>;
    ttl?: Record<string, number>;
    interactions?: {
      url?: (ctx: OidcContext, interaction: { uid: string }) => string | Promise<string>;
    };
    renderError?: (
      ctx: OidcContext,
      out: Record<string, string>,
      error: Error,
    ) => Promise<void> | void;
    clientBasedCORS?: (ctx: OidcContext, origin: string, client: ClientRef) => boolean;
    conformIdTokenClaims?: boolean;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: {
      name: string;
      reasons: string[];
      details: { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
    };
    params: Record<string, unknown> & { client_id: string; scope?: string };
    session?: { accountId: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface InteractionResult {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export default Provider;
}
