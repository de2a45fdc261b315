/**
 * The Markdown twins of the pages and the llms.txt family (plugins/llms): where they are published, shared by the
 * plugin that writes them, the page that links them and the tests that read them.
 */
import type {SdkPlatformId} from './sdk/types';

/** Path of a page's Markdown twin from the page's site path (no locale prefix): plus `.md`; the home page's is `/index.md`. */
export function twinUrl(sitePath: string): string {
  const trimmed = sitePath.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** The index of a locale's pages for agents, one line per page linking its twin. */
export const LLMS_INDEX_FILE = 'llms.txt';
/** Every twin of a locale in one file, in the order of the index. */
export const LLMS_FULL_FILE = 'llms-full.txt';
/** The server's slice: the REST API, the webhooks and the deployment guides. */
export const LLMS_SERVER_FILE = 'llms-server.txt';

/** A client platform's slice: its quickstart and the SDK reference with that platform's code only. */
export const llmsPlatformFile = (platform: SdkPlatformId): string => `llms-${platform}.txt`;

/** The guides folder whose pages go into the server slice besides the REST reference. */
export const SERVER_GUIDES_FOLDER = 'gettingStarted';

/** SDK reference folders that go into every platform slice, besides the platform's quickstart. */
export const PLATFORM_SLICE_FOLDERS = ['api', 'callback', 'class', 'enum', 'listener'] as const;
