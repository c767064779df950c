/**
 * Registration hooks through which one server module feeds data into another's responses without importing
 * it (modules never import each other). The owner of the data registers; the consumer calls.
 */
import type { Tx } from '../db/client.ts';

/** Signed platform terms of a user (GET user's `signedPlatformTermsLogs`); registered by the platform area. */
export type TermsLogLoader = (db: Tx, userId: string) => Promise<{ id: string; version: string }[]>;
let termsLoader: TermsLogLoader = async () => [];
export function registerTermsLogLoader(loader: TermsLogLoader) {
  termsLoader = loader;
}
export const loadTermsLogs: TermsLogLoader = (db, userId) => termsLoader(db, userId);

/** Platform name per platform id (null = the default platform); registered by the platform area. */
export type PlatformNameLoader = (db: Tx, platformIds: (string | null)[]) => Promise<Map<string | null, string>>;
let platformNames: PlatformNameLoader = async () => new Map();
export function registerPlatformNameLoader(loader: PlatformNameLoader) {
  platformNames = loader;
}
export const loadPlatformNames: PlatformNameLoader = (db, ids) => platformNames(db, ids);
