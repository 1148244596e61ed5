/**
 * Every feature's routes, joined into the route table. A feature lives in its own folder
 * (screens, its typed paths, its translations namespace) and exports its routes here.
 */
import type { RouteObject } from 'react-router-dom';

export const featureRoutes: RouteObject[] = [];
