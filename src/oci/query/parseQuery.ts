import { expected, parseCondition } from './parseCondition';
import type {
  Condition,
  MatchingClause,
  ParseResult,
  Query,
  ReturnClause,
  SelectQuery,
  SortClause,
  TypeRef,
} from './query';
import { QuerySyntaxError, listAlternatives } from './querySyntaxError';
import { isTagPartField } from './resolveField';
import { Scanner, isSpace } from './scanner';
import { checkTypeName } from './unknownType';

/** The optional clauses of a select, in the only order they may appear. */
const CLAUSES = ["'resources'", "'return'", "'where'", "'matching'", "'sorted by'"] as const;

/** Words that end a type or field list instead of being read as a name. */
const RESERVED = new Set(['query', 'all', 'resources', 'return', 'where', 'matching', 'sorted', 'union']);

/** Bare `matching` keywords run until one of these words. */
const MATCHING_STOP_WORDS: ReadonlySet<string> = new Set(['sorted', 'union']);

/**
 * Parses an OCI Search structured query:
 * `query <type>[, <type>…] | all [resources] [return allAdditionalFields | <field>[, <field>…]]
 *  [where <conditions>] [matching <keywords>] [sorted by <field> [asc|desc]] [union query …]`.
 * Keywords, field names and type names are case-insensitive.
 */
export function parseQuery(text: string): ParseResult {
  try {
    return { ok: true, query: new QueryParser(text).parse() };
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      const { message, position, unknownType } = error;
      return { ok: false, error: { message, position, ...(unknownType === undefined ? {} : { unknownType }) } };
    }
    throw error;
  }
}

/** Whether the text starts (after white space) with the `query` keyword: a structured search. */
export function isStructuredQuery(text: string): boolean {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start += 1;
  if (text.slice(start, start + 5).toLowerCase() !== 'query') return false;
  return start + 5 === text.length || isSpace(text.charCodeAt(start + 5));
}

class QueryParser {
  private readonly scanner: Scanner;

  constructor(text: string) {
    this.scanner = new Scanner(text);
  }

  parse(): Query {
    const first = this.parseSelect();
    const branches: SelectQuery[] = [first];
    let sorted = first.sortedBy;
    while (this.scanner.acceptKeyword('union')) {
      const branch = this.parseSelect();
      if (sorted !== undefined && branch.sortedBy !== undefined) {
        const position = branch.sortedBy.position;
        throw new QuerySyntaxError(
          `Only one 'sorted by' is allowed in a query at position ${position}`,
          position,
        );
      }
      sorted ??= branch.sortedBy;
      branches.push(branch);
    }
    return branches.length === 1 ? first : { kind: 'union', branches, position: first.position };
  }

  private parseSelect(): SelectQuery {
    const scanner = this.scanner;
    const start = scanner.peek();
    if (!scanner.atKeyword('query')) throw expected("'query'", start);
    scanner.next();
    const types = this.parseTypes();
    // What may follow the last thing read, besides the clauses still allowed.
    let extras: string[] = types === 'all' ? [] : ["','"];
    let stage = 0;
    let returns: ReturnClause | undefined;
    let where: Condition | undefined;
    let matching: MatchingClause | undefined;
    let sortedBy: SortClause | undefined;
    if (scanner.acceptKeyword('resources')) {
      [stage, extras] = [1, []];
    }
    if (scanner.atKeyword('return')) {
      returns = this.parseReturn();
      [stage, extras] = [2, returns.kind === 'fields' ? ["','"] : []];
    }
    if (scanner.acceptKeyword('where')) {
      where = parseCondition(scanner);
      [stage, extras] = [3, ["'&&'", "'||'"]];
    }
    if (scanner.atKeyword('matching')) {
      matching = this.parseMatching();
      [stage, extras] = [4, []];
    }
    if (scanner.atKeyword('sorted')) {
      const [clause, explicit] = this.parseSort();
      sortedBy = clause;
      [stage, extras] = [5, explicit ? [] : ["'asc'", "'desc'"]];
    }
    const after = scanner.peek();
    if (after.kind !== 'end' && !scanner.atKeyword('union')) {
      throw expected(
        listAlternatives([...extras, ...CLAUSES.slice(stage), "'union'", 'end of query']),
        after,
      );
    }
    return { kind: 'select', types, returns, where, matching, sortedBy, position: start.position };
  }

  private parseTypes(): 'all' | TypeRef[] {
    const scanner = this.scanner;
    if (scanner.atKeyword('all')) {
      scanner.next();
      const comma = scanner.peek();
      if (comma.kind === ',') throw allCombined(comma.position);
      return 'all';
    }
    const types = [this.parseType("a resource type or 'all'")];
    while (scanner.peek().kind === ',') {
      scanner.next();
      types.push(this.parseType('a resource type'));
    }
    return types;
  }

  private parseType(what: string): TypeRef {
    const token = this.scanner.peek();
    const lower = token.text.toLowerCase();
    if (token.kind === 'word' && lower === 'all') throw allCombined(token.position);
    if (token.kind !== 'word' || RESERVED.has(lower)) throw expected(what, token);
    checkTypeName(token.text, token.position);
    this.scanner.next();
    return { kind: 'type', name: token.text, position: token.position };
  }

  private parseReturn(): ReturnClause {
    const scanner = this.scanner;
    const keyword = scanner.next();
    if (scanner.atKeyword('alladditionalfields')) {
      scanner.next();
      return { kind: 'allAdditionalFields', position: keyword.position };
    }
    const fields = [];
    for (;;) {
      const token = scanner.peek();
      if (token.kind !== 'word' || RESERVED.has(token.text.toLowerCase())) {
        throw expected(fields.length === 0 ? "'allAdditionalFields' or a field name" : 'a field name', token);
      }
      scanner.next();
      fields.push({ kind: 'field' as const, name: token.text, position: token.position });
      if (scanner.peek().kind !== ',') break;
      scanner.next();
    }
    return { kind: 'fields', fields, position: keyword.position };
  }

  private parseMatching(): MatchingClause {
    const scanner = this.scanner;
    scanner.next();
    const quote = scanner.charAt(scanner.nextPosition());
    if (quote === "'" || quote === '"') {
      const token = scanner.next();
      return { text: token.value, position: token.position };
    }
    const words = scanner.bareWords(MATCHING_STOP_WORDS);
    if (words === undefined) throw expected('keywords to match', scanner.peek());
    return words;
  }

  /** `sorted by <field> [asc|desc]`; also says whether the direction was written. */
  private parseSort(): [SortClause, boolean] {
    const scanner = this.scanner;
    const keyword = scanner.next();
    if (!scanner.atKeyword('by')) throw expected("'by'", scanner.peek());
    scanner.next();
    const token = scanner.peek();
    if (token.kind !== 'word') throw expected('a field name', token);
    if (isTagPartField(token.text)) {
      throw new QuerySyntaxError(
        `Cannot sort by ${token.text} at position ${token.position}: a resource has many tags`,
        token.position,
      );
    }
    scanner.next();
    const field = { kind: 'field' as const, name: token.text, position: token.position };
    const direction = scanner.acceptKeyword('desc')
      ? 'desc'
      : scanner.acceptKeyword('asc')
        ? 'asc'
        : undefined;
    return [{ field, direction: direction ?? 'asc', position: keyword.position }, direction !== undefined];
  }
}

function allCombined(position: number): QuerySyntaxError {
  return new QuerySyntaxError(
    `'all' cannot be combined with resource types at position ${position}`,
    position,
  );
}
