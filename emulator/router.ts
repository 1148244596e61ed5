/**
 * Routes derived from the operation catalogue: each operation is served at
 * `/<service key>/<region><base path><path>`, and also in its public form where a real region
 * differs (another base path, path or method), so the official SDKs work against it too.
 */
import type { BodyParam, HttpMethod, OperationSpec, QueryParam } from '../src/oci/operations/types';
import { SERVICES, type ServiceKey } from '../src/oci/services';

export interface Route {
  readonly op: OperationSpec;
  readonly method: HttpMethod;
  readonly service: ServiceKey;
  /** The path after the region, base path included: `/20210630/projects/{projectId}`. */
  readonly template: string;
  readonly form: 'specified' | 'public';
  /** The query parameters and body of this form (a public form may require others). */
  readonly query: readonly QueryParam[];
  readonly body?: BodyParam;
  readonly pattern: RegExp;
  /** The operation's path parameter names, in the order they appear in the template. */
  readonly paramNames: readonly string[];
  readonly specificity: number;
}

export interface RouteMatch {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(template: string): { pattern: RegExp; slots: string[]; specificity: number } {
  const slots: string[] = [];
  let source = '';
  let literal = 0;
  for (const piece of normalise(template).split(/(\{[^}]+\})/)) {
    const name = /^\{([^}]+)\}$/.exec(piece)?.[1];
    if (name !== undefined) {
      slots.push(name);
      source += '([^/]+)';
    } else {
      literal += piece.length;
      source += escapeRegExp(piece);
    }
  }
  return { pattern: new RegExp(`^${source}$`), slots, specificity: literal };
}

function makeRoute(
  op: OperationSpec,
  form: Route['form'],
  method: HttpMethod,
  basePath: string,
  path: string,
): Route {
  const template = `${basePath}${path}`;
  const { pattern, slots, specificity } = compile(template);
  const paramNames = slots.map((name, index) =>
    op.pathParams.includes(name) ? name : (op.pathParams[index] ?? name),
  );
  const publicForm = form === 'public' ? op.publicForm : undefined;
  return {
    op,
    method,
    service: op.service,
    template,
    form,
    query: publicForm?.query
      ? [...op.query.filter((q) => !publicForm.query?.some((p) => p.name === q.name)), ...publicForm.query]
      : op.query,
    body: publicForm?.body ?? op.body,
    pattern,
    paramNames,
    specificity,
  };
}

/** Every route of an operation: the specified form, the service's base path, the public form. */
function routesOf(op: OperationSpec): Route[] {
  const serviceBase = SERVICES[op.service].basePath;
  const specifiedBase = op.basePath ?? serviceBase;
  const routes = [makeRoute(op, 'specified', op.method, specifiedBase, op.path)];
  if (specifiedBase !== serviceBase) routes.push(makeRoute(op, 'specified', op.method, serviceBase, op.path));
  const publicForm = op.publicForm;
  if (publicForm && !publicForm.unavailable) {
    routes.push(
      makeRoute(
        op,
        'public',
        publicForm.method ?? op.method,
        publicForm.basePath ?? specifiedBase,
        publicForm.path ?? op.path,
      ),
    );
  }
  return routes;
}

export class Router {
  private readonly byService = new Map<string, Route[]>();

  constructor(operations: readonly OperationSpec[]) {
    const seen = new Set<string>();
    for (const op of operations) {
      for (const route of routesOf(op)) {
        const key = `${route.method} ${route.service} ${normalise(route.template)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const list = this.byService.get(route.service) ?? [];
        list.push(route);
        this.byService.set(route.service, list);
      }
    }
    for (const list of this.byService.values()) list.sort((a, b) => b.specificity - a.specificity);
  }

  get services(): readonly string[] {
    return [...this.byService.keys()];
  }

  get routes(): readonly Route[] {
    return [...this.byService.values()].flat();
  }

  /** The route for a request: `rest` is the path after `/<service>/<region>`, still encoded. */
  match(method: string, service: string, rest: string): RouteMatch | 'wrong-method' | undefined {
    const path = normalise(rest === '' ? '/' : rest);
    let pathMatched = false;
    for (const route of this.byService.get(service) ?? []) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        pathMatched = true;
        continue;
      }
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { route, params };
    }
    return pathMatched ? 'wrong-method' : undefined;
  }
}
