import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import type {Instance} from '@site/src/data/manifest';

/**
 * The URL of a doc in the current locale if it has been written, otherwise `fallback`. Lets the home page
 * point at pages that other work adds later without a broken link in the meantime.
 */
export function useDocPath(instance: Instance, id: string, fallback: string): string {
  const docs = useAllDocsData()[instance]?.versions[0]?.docs ?? [];
  return docs.find((doc) => doc.id === id)?.path ?? fallback;
}
