import React, {useEffect, useRef} from 'react';
import clsx from 'clsx';
import {focusWhenOverflowing} from './focusWhenOverflowing';
import styles from './styles.module.css';

/**
 * Every table of the site (Markdown tables through MDXComponents, and the data tables). Tables take the width of
 * the column and wrap their cells, so all columns are in sight on a desktop; tables of three or more columns
 * that plugins/table-reflow marked become one card per row on a phone. Where a table still cannot fit (a long
 * unbreakable value), its box scrolls, and a box that scrolls must take focus or keyboard-only readers cannot
 * reach its right-hand columns: it joins the Tab order only while it actually overflows.
 */
export default function Table({className, ...props}: React.ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => focusWhenOverflowing(box);
    const observer = new ResizeObserver(update);
    observer.observe(box);
    update();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.box}>
      <table className={clsx(styles.table, className)} {...props} />
    </div>
  );
}
