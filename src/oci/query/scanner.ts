import { QuerySyntaxError } from './querySyntaxError';

export type TokenKind =
  'word' | 'number' | 'string' | 'operator' | '&&' | '||' | '(' | ')' | ',' | '+' | '-' | 'end' | 'other';

export interface Token {
  readonly kind: TokenKind;
  /** The token exactly as written in the query. */
  readonly text: string;
  /**
   * A string's decoded contents; a number's digits (`3` of `3h`, whose `text` is `3h`);
   * otherwise the text.
   */
  readonly value: string;
  /** 0-based offset of the first character. */
  readonly position: number;
  /** Offset just past the last character. */
  readonly end: number;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
  n: '\n',
  r: '\r',
  t: '\t',
};
const HEX4 = /^[0-9a-fA-F]{4}$/;
const SHOWN_LENGTH = 40;

export function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isWordStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isWordPart(code: number): boolean {
  return isWordStart(code) || isDigit(code);
}

/** How a token is named in an error message: `'where'`, `'RUNNING'` (a string, as written), `end of query`. */
export function describeToken(token: Token): string {
  if (token.kind === 'end') return 'end of query';
  const shown = token.text.length > SHOWN_LENGTH ? `${token.text.slice(0, SHOWN_LENGTH - 1)}…` : token.text;
  return token.kind === 'string' ? shown : `'${shown}'`;
}

/**
 * A scanner driven by the parser: it reads one token at a time, on demand, because the bare
 * keywords after `matching` are read differently from everything else.
 */
export class Scanner {
  private offset = 0;
  private lookahead: Token | undefined;

  constructor(readonly text: string) {}

  peek(): Token {
    this.lookahead ??= this.scan(this.skipSpace(this.offset));
    return this.lookahead;
  }

  next(): Token {
    const token = this.peek();
    this.offset = token.end;
    this.lookahead = undefined;
    return token;
  }

  /** Whether the next token is the bare word `keyword`, compared case-insensitively. */
  atKeyword(keyword: string): boolean {
    const token = this.peek();
    return token.kind === 'word' && token.text.toLowerCase() === keyword;
  }

  /** Consumes the next token if it is the keyword. */
  acceptKeyword(keyword: string): Token | undefined {
    return this.atKeyword(keyword) ? this.next() : undefined;
  }

  /** Offset of the next character that is not white space. */
  nextPosition(): number {
    return this.skipSpace(this.offset);
  }

  /** The character at an offset, or '' past the end. */
  charAt(position: number): string {
    return this.text.charAt(position);
  }

  /**
   * Bare words, split on white space, up to (not including) a word in `stopWords` or the end.
   * Any character other than white space belongs to a word here.
   */
  bareWords(stopWords: ReadonlySet<string>): { text: string; position: number } | undefined {
    const words: string[] = [];
    let position = -1;
    let start = this.skipSpace(this.offset);
    while (start < this.text.length) {
      let end = start;
      while (end < this.text.length && !isSpace(this.text.charCodeAt(end))) end += 1;
      const word = this.text.slice(start, end);
      if (stopWords.has(word.toLowerCase())) break;
      if (position < 0) position = start;
      words.push(word);
      this.offset = end;
      start = this.skipSpace(end);
    }
    this.lookahead = undefined;
    return words.length === 0 ? undefined : { text: words.join(' '), position };
  }

  private skipSpace(from: number): number {
    let at = from;
    while (at < this.text.length && isSpace(this.text.charCodeAt(at))) at += 1;
    return at;
  }

  private token(kind: TokenKind, start: number, end: number, value?: string): Token {
    const text = this.text.slice(start, end);
    return { kind, text, value: value ?? text, position: start, end };
  }

  private scan(start: number): Token {
    const text = this.text;
    if (start >= text.length) return { kind: 'end', text: '', value: '', position: start, end: start };
    const code = text.charCodeAt(start);
    const char = text.charAt(start);
    const second = text.charAt(start + 1);
    if (char === "'" || char === '"') return this.scanString(start);
    if (isDigit(code)) return this.scanNumber(start);
    if (isWordStart(code)) return this.scanWord(start);
    switch (char) {
      case '(':
      case ')':
      case ',':
      case '+':
      case '-':
        return this.token(char, start, start + 1);
      case '&':
      case '|':
        return second === char
          ? this.token(char === '&' ? '&&' : '||', start, start + 2)
          : this.token('other', start, start + 1);
      case '=':
        return this.token('operator', start, second === '=' || second === '~' ? start + 2 : start + 1);
      case '!':
        if (second !== '=') return this.token('other', start, start + 1);
        return this.token(
          'operator',
          start,
          text.charAt(start + 2) === '=' || text.charAt(start + 2) === '~' ? start + 3 : start + 2,
        );
      case '>':
      case '<':
        return this.token('operator', start, second === '=' ? start + 2 : start + 1);
      default: {
        const point = text.codePointAt(start) ?? code;
        return this.token('other', start, start + (point > 0xffff ? 2 : 1));
      }
    }
  }

  private scanWord(start: number): Token {
    const text = this.text;
    let end = start + 1;
    for (;;) {
      while (end < text.length && isWordPart(text.charCodeAt(end))) end += 1;
      if (text.charAt(end) === '.' && end + 1 < text.length && isWordPart(text.charCodeAt(end + 1))) {
        end += 1;
        continue;
      }
      return this.token('word', start, end);
    }
  }

  /** Digits with an optional fraction; letters right after it (`3h`) stay in the token's text. */
  private scanNumber(start: number): Token {
    const text = this.text;
    let end = start;
    while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
    if (text.charAt(end) === '.' && isDigit(text.charCodeAt(end + 1))) {
      end += 1;
      while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
    }
    const digits = text.slice(start, end);
    while (end < text.length && isWordPart(text.charCodeAt(end))) end += 1;
    return this.token('number', start, end, digits);
  }

  private scanString(start: number): Token {
    const text = this.text;
    const quote = text.charAt(start);
    let value = '';
    let chunkStart = start + 1;
    let at = start + 1;
    while (at < text.length) {
      const char = text.charAt(at);
      if (char === quote) return this.token('string', start, at + 1, value + text.slice(chunkStart, at));
      if (char !== '\\') {
        at += 1;
        continue;
      }
      if (at + 1 >= text.length) break;
      value += text.slice(chunkStart, at);
      const escaped = text.charAt(at + 1);
      const simple = SIMPLE_ESCAPES[escaped];
      if (simple !== undefined) {
        value += simple;
        at += 2;
      } else if (escaped === 'u' && HEX4.test(text.slice(at + 2, at + 6))) {
        value += String.fromCharCode(Number.parseInt(text.slice(at + 2, at + 6), 16));
        at += 6;
      } else if (escaped === 'u') {
        throw new QuerySyntaxError(`Expected four hex digits after '\\u' at position ${at + 2}`, at + 2);
      } else {
        throw new QuerySyntaxError(`Unknown escape '\\${escaped}' at position ${at}`, at);
      }
      chunkStart = at;
    }
    throw new QuerySyntaxError(`Unterminated string starting at position ${start}`, start);
  }
}
