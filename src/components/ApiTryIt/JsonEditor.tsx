import React, {useRef} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface JsonEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Lines to mark, with what is wrong there (the gutter's tooltip). */
  marks: ReadonlyMap<number, string>;
  describedBy?: string;
  invalid: boolean;
}

/** Puts the caret at the start of a line of the editor and brings it into view (from a problem's "line 7" link). */
export function focusLine(textarea: HTMLTextAreaElement | null, line: number): void {
  if (!textarea) return;
  const lines = textarea.value.split('\n');
  const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
  textarea.focus();
  textarea.setSelectionRange(offset, offset);
  const lineHeight = textarea.scrollHeight / Math.max(lines.length, 1);
  textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

/** A monospaced JSON text area with line numbers; lines with a problem are marked in the gutter. */
export default function JsonEditor({id, value, onChange, marks, describedBy, invalid}: JsonEditorProps): React.JSX.Element {
  const gutter = useRef<HTMLDivElement>(null);
  const count = value.split('\n').length;
  return (
    <div className={styles.editor}>
      <div className={styles.gutter} ref={gutter} aria-hidden="true">
        {Array.from({length: count}, (_, i) => {
          const mark = marks.get(i + 1);
          return (
            <span key={i} className={clsx(mark && styles.markedLine)} title={mark}>
              {i + 1}
            </span>
          );
        })}
      </div>
      <textarea
        id={id}
        className={styles.code}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
        rows={Math.min(Math.max(count, 6), 22)}
        wrap="off"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-testid="api-console-body"
      />
    </div>
  );
}
