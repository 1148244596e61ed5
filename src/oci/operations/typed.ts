/**
 * The parameters of each operation as a type, read off its catalogue entry (the entries are
 * `as const`), so the catalogue stays the one statement of what a call takes: its path
 * parameters (required strings), its query (required where the entry says so; numbers, booleans
 * and enumerations where it gives a type or values), its headers and its body.
 */
import type { CATALOGUE_TABLES } from './index';

/** Every entry of the catalogue, with its literal types. */
export type CatalogueEntry = (typeof CATALOGUE_TABLES)[number][number];

/** The name of every operation of the catalogue, as a type. */
export type OperationName = CatalogueEntry['name'];

/** The catalogue entry of that name, with its literal types. */
export type EntryOf<N extends OperationName> = Extract<CatalogueEntry, { readonly name: N }>;

type QueryValue<Q> = Q extends { readonly values: readonly (infer V)[] }
  ? V
  : Q extends { readonly type: 'integer' }
    ? number
    : Q extends { readonly type: 'boolean' }
      ? boolean
      : Q extends { readonly type: 'array' }
        ? readonly string[]
        : Q extends { readonly type: 'date' }
          ? string | Date
          : string;

type QueryOf<E> = E extends { readonly query: readonly (infer Q)[] } ? Q : never;
type PublicQueryOf<E> = E extends { readonly publicForm: { readonly query: readonly (infer Q)[] } }
  ? Q
  : never;
type HeaderOf<E> = E extends { readonly headers: readonly (infer H)[] } ? H : never;
type BodyOf<E> = E extends { readonly body: infer B } ? B : never;
type PublicBodyOf<E> = E extends { readonly publicForm: { readonly body: infer B } } ? B : never;

type Required<P> = P extends { readonly required: true } ? P : never;
type Optional<P> = P extends { readonly required: true } ? never : P;

type PathParams<E> = E extends { readonly pathParams: readonly (infer P extends string)[] }
  ? { readonly [K in P]: string }
  : unknown;

type QueryParams<E> = {
  readonly [
    Q in Required<QueryOf<E>> as Q extends { readonly name: infer K extends string } ? K : never
  ]: QueryValue<Q>;
} & {
  readonly [
    Q in Optional<QueryOf<E>> | PublicQueryOf<E> as Q extends { readonly name: infer K extends string }
      ? K
      : never
  ]?: QueryValue<Q>;
};

type HeaderParams<E> = {
  readonly [H in HeaderOf<E> as H extends { readonly param: infer K extends string } ? K : never]?: string;
};

/** A body the caller writes as the SDK's details object (or FormData for multipart). */
type BodyParams<E> = {
  readonly [
    B in Required<BodyOf<E>> as B extends { readonly name: infer K extends string } ? K : never
  ]: unknown;
} & {
  readonly [
    B in Optional<BodyOf<E>> | PublicBodyOf<E> as B extends { readonly name: infer K extends string }
      ? K
      : never
  ]?: unknown;
};

/** What `call`, `read`, `useRead` and the outbox take for the operation `N`. */
export type OperationParams<N extends OperationName> = PathParams<EntryOf<N>> &
  QueryParams<EntryOf<N>> &
  HeaderParams<EntryOf<N>> &
  BodyParams<EntryOf<N>>;
