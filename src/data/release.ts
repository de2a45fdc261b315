/**
 * The releases these docs describe, read from the pins the facts were taken from (server.ts, sdk/sources.ts).
 * The announcement, its dismissal id and the navbar indicator all come from here, so a release bump is one edit
 * to the source pins and nothing shows a stale version.
 */
import {SERVER_SOURCES} from './server';
import {SDK_SOURCES} from './sdk/sources';

export interface Release {
  /** GitHub repository, owner/name. */
  repo: string;
  /** The tag the facts were read at, e.g. `v3.8.3-patch.16`. */
  ref: string;
  /** The release line readers know it by, e.g. `v3.8.3` (patch suffixes dropped). */
  version: string;
}

/** `v3.8.3-patch.16` or `3.8.3+hotfix.12` → `v3.8.3`; a ref that is not a version is an authoring error. */
export function releaseVersion(ref: string): string {
  const match = /^v?(\d+\.\d+\.\d+)(?:$|[-+.])/.exec(ref);
  if (!match) throw new Error(`Release ref "${ref}" does not start with a version (vX.Y.Z)`);
  return `v${match[1]}`;
}

function release(repo: string, ref: string): Release {
  return {repo, ref, version: releaseVersion(ref)};
}

const coreSource = SDK_SOURCES.find((source) => source.platform === 'core');
if (!coreSource) throw new Error('src/data/sdk/sources.ts has no entry for the SDK core');

export const SERVER_RELEASE: Release = release(SERVER_SOURCES.server.repo, SERVER_SOURCES.server.ref);
export const SDK_CORE_RELEASE: Release = release(coreSource.repo, coreSource.ref);

/**
 * Changes whenever either release does (`docs-v3.8.3` while both are v3.8.3): the announcement bar keys its
 * dismissal on it, so a reader who closed the bar sees it again after a release.
 */
export const RELEASE_ID =
  SERVER_RELEASE.version === SDK_CORE_RELEASE.version
    ? `docs-${SERVER_RELEASE.version}`
    : `docs-server-${SERVER_RELEASE.version}-sdk-${SDK_CORE_RELEASE.version}`;

/** Both exact tags, for a tooltip: `open-im-server v3.8.3-patch.16 · openim-sdk-core v3.8.3-patch.14`. */
export const RELEASE_REFS = [SERVER_RELEASE, SDK_CORE_RELEASE].map((r) => `${r.repo.split('/')[1]} ${r.ref}`).join(' · ');
