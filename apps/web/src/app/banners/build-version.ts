import { local, STORAGE_KEYS } from '../../shared/storage.ts';

/** Spec 1 §4/§9: the build version constant, stored under localStorage `build-ver`. */
export const BUILD_VERSION = '4.0.0';

/** Compares the constant with the stored one; returns true when the app has just been updated. */
export function checkBuildVersion(): boolean {
  const stored = local.get(STORAGE_KEYS.buildVersion);
  local.set(STORAGE_KEYS.buildVersion, BUILD_VERSION);
  return stored !== null && stored !== BUILD_VERSION;
}
