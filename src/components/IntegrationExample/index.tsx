import React, {useRef} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Translate, {translate} from '@docusaurus/Translate';
import {useStorageSlot} from '@docusaurus/theme-common';
import {PLATFORMS, PLATFORM_TAB_GROUP, type Platform} from '@site/src/data/platforms';
// Only the initialization module of the catalogue (not the whole catalogue): the home page ships what it shows.
import {HOME_EXAMPLE_METHOD, INITIALIZATION_METHODS} from '@site/src/data/sdk/methods/initialization';
import type {PlatformEntry, PlatformMethod} from '@site/src/data/sdk/types';
import PlatformIcon from '@site/src/components/PlatformIcon';
import styles from './styles.module.css';

/** The call shown: the first one every app makes after init, and one every platform has. */
const METHOD_ID = HOME_EXAMPLE_METHOD;
const METHOD = INITIALIZATION_METHODS.find((method) => method.id === METHOD_ID);
if (!METHOD) throw new Error(`${METHOD_ID} is missing from the SDK catalogue`);

function isMethod(entry: PlatformEntry): entry is PlatformMethod {
  return 'example' in entry;
}

interface Example {
  platform: Platform;
  method: PlatformMethod;
}

/** Every platform with its login call, in the site's platform order; a platform without one is left out. */
const EXAMPLES: Example[] = PLATFORMS.flatMap((platform) => {
  const entry = METHOD.platforms[platform.id as keyof typeof METHOD.platforms];
  return entry && isMethod(entry) ? [{platform, method: entry}] : [];
});

/**
 * The login call of the SDK reference on the platform the reader picks. The choice is the site's platform tab
 * group (the same storage key as the tabs on the SDK pages), so a reader who picked Flutter there sees Flutter here,
 * and the other way round. Without JavaScript the first platform's example shows.
 */
export default function IntegrationExample(): React.JSX.Element {
  const [stored, slot] = useStorageSlot(`docusaurus.tab.${PLATFORM_TAB_GROUP}`);
  const current = EXAMPLES.find((example) => example.platform.id === stored) ?? EXAMPLES[0];
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    const example = EXAMPLES[(index + EXAMPLES.length) % EXAMPLES.length];
    slot.set(example.platform.id);
    if (focus) tabs.current[EXAMPLES.indexOf(example)]?.focus();
  };

  // Arrow keys move between platforms, as in any tab list (WAI-ARIA tabs pattern, selection follows focus).
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: EXAMPLES.length - 1};
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key], true);
  };

  const {platform, method} = current;
  return (
    // In the page's Markdown twin, every platform's call in its place (plugins/llms/home.ts).
    <div className={styles.example} data-twin-slot="home-example">
      <div className={styles.tabs} role="tablist" aria-label={translate({id: 'home.example.platforms', message: 'Platform of the example'})}>
        {EXAMPLES.map((example, index) => {
          const selected = example === current;
          return (
            <button
              key={example.platform.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`home-example-${example.platform.id}`}
              aria-selected={selected}
              aria-controls="home-example-panel"
              tabIndex={selected ? 0 : -1}
              className={clsx(styles.tab, selected && styles.selected)}
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}>
              <PlatformIcon platform={example.platform.id} className={styles.tabIcon} />
              {example.platform.label}
            </button>
          );
        })}
      </div>
      <div id="home-example-panel" role="tabpanel" aria-labelledby={`home-example-${platform.id}`} className={styles.panel}>
        <CodeBlock language={platform.codeLanguage} title={`${platform.label} · ${method.name}`}>
          {method.example}
        </CodeBlock>
        <p className={styles.links}>
          <Link to={`/sdks/${platform.quickstart}`}>
            <Translate id="home.example.quickstart" values={{platform: platform.label}}>
              {'Set up the {platform} SDK'}
            </Translate>
          </Link>
          <Link to={`/sdks/${METHOD_ID}`}>
            <Translate id="home.example.reference">The login call on every platform</Translate>
          </Link>
        </p>
      </div>
    </div>
  );
}
