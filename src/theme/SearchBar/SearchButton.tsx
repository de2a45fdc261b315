import React, {forwardRef, useEffect, useState} from 'react';

type Props = Omit<React.ComponentProps<'button'>, 'children'> & {label: string};

/**
 * The navbar's search button, in DocSearch's markup and classes (so its stylesheet applies). DocSearch's own
 * button glues its label and key hints without spaces and names itself "Search (Control+k)", so its name does not
 * contain its visible text "Search Ctrl K" (WCAG 2.5.3). Here the name is the visible text, word for word.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, ...props}, ref) {
  // The modifier key is known only in the browser; the server renders the button without key hints.
  const [modifier, setModifier] = useState<'Ctrl' | '⌘' | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifier ? `${label} ${modifier} K` : label}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>{' '}
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className={`DocSearch-Button-Key${modifier === 'Ctrl' ? ' DocSearch-Button-Key--ctrl' : ''}`}>{modifier}</kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
