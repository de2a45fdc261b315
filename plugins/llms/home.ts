/**
 * The widgets of the home page in its twin (the `data-twin-slot`s of src/pages/index.tsx): the platform cards as one
 * line per platform, and the login call on every platform, from the SDK catalogue entry the page's example reads
 * (src/components/IntegrationExample), where the page shows one platform at a time.
 */
import type {RootContent} from 'mdast';
import {PLATFORMS} from '../../src/data/platforms';
import {findEntry} from '../../src/data/sdk';
import {HOME_EXAMPLE_METHOD} from '../../src/data/sdk/methods/initialization';
import {code, heading} from '../shared/mdast';

export function homeExamples(): RootContent[] {
  const found = findEntry(HOME_EXAMPLE_METHOD);
  if (found?.kind !== 'method') throw new Error(`${HOME_EXAMPLE_METHOD} is not a method of the SDK catalogue`);
  return [
    ...PLATFORMS.flatMap((platform) => {
      const entry = found.entry.platforms[platform.id as keyof typeof found.entry.platforms];
      if (!entry || !('example' in entry)) return [];
      return [heading(3, `${platform.label} · ${entry.name}`), code(platform.codeLanguage, entry.example)];
    }),
  ];
}
