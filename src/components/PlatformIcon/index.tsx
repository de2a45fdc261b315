import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A small line drawing per client platform (drawn for this site, not the platforms' trademarks), in the text colour.
 * Decorative: the platform's name is always written beside it.
 */
const DRAWINGS: Record<string, React.ReactNode> = {
  // A robot's head with antennae.
  android: (
    <>
      <path d="M4 18a8 8 0 0 1 16 0z" />
      <path d="M7.5 10.5 5.8 7.8M16.5 10.5l1.7-2.7" />
      <circle className={styles.dot} cx="9" cy="14.5" r="0.6" />
      <circle className={styles.dot} cx="15" cy="14.5" r="0.6" />
    </>
  ),
  // A phone.
  ios: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  // Two folded ribbons.
  flutter: (
    <>
      <path d="M14.5 3H19L8.5 13.5 6.3 11.3z" />
      <path d="M14.5 11.5H19l-5 5 5 5h-4.5l-5-5z" />
    </>
  ),
  // A globe.
  web: (
    <>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="3.8" ry="9" />
      <path d="M3.5 9h17M3.5 15h17" />
    </>
  ),
  // Three orbits around a nucleus.
  electron: (
    <>
      <ellipse cx="12" cy="12" rx="9.5" ry="3.6" />
      <ellipse cx="12" cy="12" rx="9.5" ry="3.6" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="9.5" ry="3.6" transform="rotate(120 12 12)" />
      <circle className={styles.dot} cx="12" cy="12" r="1.2" />
    </>
  ),
  // A phone with one orbit on its screen.
  'react-native': (
    <>
      <rect x="5.5" y="2.5" width="13" height="19" rx="2.5" />
      <ellipse cx="12" cy="11" rx="4.2" ry="1.8" transform="rotate(-30 12 11)" />
      <circle className={styles.dot} cx="12" cy="11" r="0.8" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  // The letter u.
  uniapp: (
    <>
      <path d="M7 5v7.5a5 5 0 0 0 10 0V5" />
      <path d="M17 12.5V19" />
    </>
  ),
  // Two linked rings.
  'mini-program': (
    <>
      <circle cx="8.8" cy="12" r="5" />
      <circle cx="15.2" cy="12" r="5" />
    </>
  ),
  // A cube.
  unity: (
    <>
      <path d="M12 2.8 20 7.4v9.2L12 21.2l-8-4.6V7.4z" />
      <path d="M12 12v9.2M12 12l8-4.6M12 12 4 7.4" />
    </>
  ),
};

export default function PlatformIcon({platform, className}: {platform: string; className?: string}): React.JSX.Element {
  const drawing = DRAWINGS[platform];
  if (!drawing) throw new Error(`No icon for platform "${platform}" in src/components/PlatformIcon`);
  return (
    <svg className={clsx(styles.icon, className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {drawing}
    </svg>
  );
}
