/**
 * JSON text with positions: a strict parser (RFC 8259, as the server's decoder reads it) that also records where each
 * value starts, so that a schema error about `/groupInfo/groupType` can be shown on its line, and a syntax error
 * gets its line and column. The value itself comes from `JSON.parse`, the browser's own reading of the same text.
 */

/** 1-based line and column. */
export interface TextPosition {
  line: number;
  column: number;
}

export type JsonSyntaxProblem = 'end' | 'character' | 'trailing';

export type ParsedJson =
  {ok: true; value: unknown; positions: ReadonlyMap<string, TextPosition>} | {ok: false; problem: JsonSyntaxProblem; found: string; position: TextPosition};

/** A JSON Pointer segment (RFC 6901). */
export const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The segments of a pointer such as `/groupInfo/groupType` (or `#/…`, as validators write it). */
export function pointerSegments(pointer: string): string[] {
  const bare = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (bare === '') return [];
  return bare
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

class SyntaxStop extends Error {
  constructor(
    readonly problem: JsonSyntaxProblem,
    readonly at: number,
  ) {
    super(problem);
  }
}

function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line += 1;
      lineStart = i + 1;
    }
  }
  return {line, column: offset - lineStart + 1};
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- raw control characters are what JSON strings may not contain
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;

/** Parses `text`; on success every value's pointer maps to where it starts (an object member: where its key starts). */
export function parseJson(text: string): ParsedJson {
  const positions = new Map<string, number>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  const fail = (): never => {
    throw new SyntaxStop(i >= text.length ? 'end' : 'character', i);
  };
  const expect = (literal: string) => {
    for (const char of literal) {
      if (text[i] !== char) fail();
      i += 1;
    }
  };
  const string = () => {
    expect('"');
    STRING_BODY.lastIndex = i;
    STRING_BODY.exec(text);
    i = STRING_BODY.lastIndex;
    if (text[i] !== '"') fail();
    i += 1;
  };
  const value = (pointer: string, start: number) => {
    skipSpace();
    if (!positions.has(pointer)) positions.set(pointer, start < 0 ? i : start);
    const char = text[i];
    if (char === '{') {
      i += 1;
      skipSpace();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skipSpace();
        const keyStart = i;
        string();
        const key = JSON.parse(text.slice(keyStart, i)) as string;
        skipSpace();
        expect(':');
        value(`${pointer}/${pointerSegment(key)}`, keyStart);
        skipSpace();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return;
        } else fail();
      }
    }
    if (char === '[') {
      i += 1;
      skipSpace();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (let index = 0; ; index++) {
        value(`${pointer}/${index}`, -1);
        skipSpace();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return;
        } else fail();
      }
    }
    if (char === '"') return string();
    if (char === 't') return expect('true');
    if (char === 'f') return expect('false');
    if (char === 'n') return expect('null');
    NUMBER.lastIndex = i;
    if (!NUMBER.exec(text)) fail();
    i = NUMBER.lastIndex;
  };
  try {
    value('', -1);
    skipSpace();
    if (i < text.length) throw new SyntaxStop('trailing', i);
  } catch (error) {
    if (!(error instanceof SyntaxStop)) throw error;
    return {ok: false, problem: error.problem, found: text.slice(error.at, error.at + 1), position: positionAt(text, error.at)};
  }
  // Offsets were recorded left to right (a key before its value): one sweep through the text finds every line.
  const located = new Map<string, TextPosition>();
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  for (const [pointer, offset] of positions) {
    for (; scanned < offset; scanned++) {
      if (text[scanned] === '\n') {
        line += 1;
        lineStart = scanned + 1;
      }
    }
    located.set(pointer, {line, column: offset - lineStart + 1});
  }
  return {ok: true, value: JSON.parse(text), positions: located};
}

/** The line of a pointer's value, or of its nearest ancestor that the text has (a missing property: its object). */
export function lineOf(positions: ReadonlyMap<string, TextPosition>, pointer: string): number {
  const segments = pointerSegments(pointer);
  for (let n = segments.length; n >= 0; n--) {
    const key = segments
      .slice(0, n)
      .map((segment) => `/${pointerSegment(segment)}`)
      .join('');
    const found = positions.get(key);
    if (found) return found.line;
  }
  return 1;
}
