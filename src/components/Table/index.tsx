import React, {useEffect, useRef} from 'react';

/**
 * A table that a keyboard reader can scroll. Infima lets wide tables scroll sideways inside their own box; a box
 * that scrolls must take focus, or keyboard-only readers cannot reach its right-hand columns. The table joins
 * the Tab order only while it actually overflows, so narrow tables add no extra stop.
 */
export default function Table(props: React.ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    if (!table || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
      else table.removeAttribute('tabindex');
    };
    const observer = new ResizeObserver(update);
    observer.observe(table);
    update();
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} />;
}
