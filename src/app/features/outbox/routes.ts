/** The outbox feature's routes, for the route table; the screen is loaded when first visited. */
import type { RouteObject } from 'react-router-dom';
import { OUTBOX_ROUTES } from './paths';

export const routes: RouteObject[] = [
  {
    path: OUTBOX_ROUTES.outbox,
    lazy: async () => {
      const { OutboxScreen } = await import('./OutboxScreen');
      return { Component: OutboxScreen };
    },
  },
];
