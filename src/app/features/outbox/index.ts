/** The outbox feature (DESIGN §6): its routes and paths, the header badge and the mount-once replay. */
export { routes } from './routes';
export { OUTBOX_ROUTES, outboxPaths } from './paths';
export { OutboxBadge } from './OutboxBadge';
export { OutboxReplay } from './OutboxReplay';
