/** Following a list's pages: each answer's opc-next-page goes back as the `page` parameter. */
import type { OperationSpec } from '../../oci/operations/types';
import { OciValidationError } from './errors';
import { publicOperation } from './prepare';
import type { CallOptions, CallParams, OciResponse } from './types';

export type CallFunction = <T>(
  op: OperationSpec,
  params: CallParams,
  options: CallOptions,
) => Promise<OciResponse<T>>;

/**
 * Yields every page, from `params.page` (or the first) until an answer has no opc-next-page.
 * With `usePublicForms` (or the call asking for the public form), the public form must be paged.
 */
export async function* paginateWith<T>(
  call: CallFunction,
  op: OperationSpec,
  params: CallParams,
  options: CallOptions,
  usePublicForms: boolean,
): AsyncGenerator<OciResponse<T>, void, undefined> {
  const sent = usePublicForms || options.form === 'public' ? publicOperation(op) : op;
  if (!sent.query.some((param) => param.name === 'page')) {
    throw new OciValidationError(`${op.name} has no page parameter, so it cannot be paged`, {
      operation: op.name,
    });
  }
  let page: unknown = params['page'];
  for (;;) {
    const response: OciResponse<T> = await call<T>(
      op,
      page === undefined ? params : { ...params, page },
      options,
    );
    yield response;
    page = response.headers.opcNextPage;
    if (page === undefined || page === '') return;
  }
}
