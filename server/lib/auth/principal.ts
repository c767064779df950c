/** Who is calling. Set by the authenticate middleware on every request (null when anonymous). */
export type Principal =
  | { kind: 'user'; userId: string; via: 'session'; sessionId: string }
  | { kind: 'user'; userId: string; via: 'bearer'; sessionId?: string; claims: Record<string, unknown> }
  | { kind: 'apiKey'; keyId: string; projectId: string; permissions: readonly string[] };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
