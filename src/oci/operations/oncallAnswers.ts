/**
 * What the metric, announcement and usage reads answer (./metrics.ts, ./announcements.ts,
 * ./usage.ts), as the schemas the worker checks each 2xx against (./answers.ts joins them). A
 * number that is not finite, a timestamp that is not a date or a list that is not one is an
 * invalid answer: never kept, never drawn. Objects are loose: OCI adds fields.
 */
import * as v from 'valibot';

const optionalText = v.nullish(v.string());
/** An ISO 8601 time the console will draw or sort by: it must parse. */
const time = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'Expected an ISO 8601 time'),
);
const finite = v.pipe(v.number(), v.finite());

/** oci-monitoring's MetricData, one series with its points. */
export const METRIC_DATA = v.looseObject({
  namespace: v.string(),
  name: v.string(),
  compartmentId: optionalText,
  dimensions: v.nullish(v.record(v.string(), v.string())),
  metadata: v.nullish(v.record(v.string(), v.string())),
  resolution: optionalText,
  aggregatedDatapoints: v.array(v.looseObject({ timestamp: time, value: finite })),
});

/** oci-announcementsservice's AnnouncementSummary (and the Announcement, which adds to it). */
export const ANNOUNCEMENT_SUMMARY = v.looseObject({
  id: v.string(),
  referenceTicketNumber: optionalText,
  summary: v.string(),
  announcementType: v.string(),
  lifecycleState: optionalText,
  isBanner: v.nullish(v.boolean()),
  services: v.nullish(v.array(v.string())),
  affectedRegions: v.nullish(v.array(v.string())),
  timeOneType: optionalText,
  timeOneValue: v.nullish(time),
  timeTwoType: optionalText,
  timeTwoValue: v.nullish(time),
  timeCreated: v.nullish(time),
  timeUpdated: v.nullish(time),
});

export const ANNOUNCEMENT_USER_STATUS = v.looseObject({
  userStatusAnnouncementId: v.string(),
  userId: optionalText,
  timeAcknowledged: v.nullish(time),
});

export const ANNOUNCEMENT = v.looseObject({
  ...ANNOUNCEMENT_SUMMARY.entries,
  description: optionalText,
  additionalInformation: optionalText,
  affectedResources: v.nullish(
    v.array(v.looseObject({ resourceId: v.string(), resourceName: optionalText, region: optionalText })),
  ),
});

/** oci-usageapi's UsageSummary: the amount, its currency and its days. */
export const USAGE_SUMMARY = v.looseObject({
  timeUsageStarted: time,
  timeUsageEnded: time,
  service: optionalText,
  compartmentId: optionalText,
  compartmentName: optionalText,
  compartmentPath: optionalText,
  computedAmount: v.nullish(finite),
  currency: optionalText,
  isForecast: v.nullish(v.boolean()),
});

export const ONCALL_ANSWERS = {
  summarizeMetricsData: v.array(METRIC_DATA),
  listAnnouncements: v.looseObject({
    items: v.nullish(v.array(ANNOUNCEMENT_SUMMARY)),
    userStatuses: v.nullish(v.array(ANNOUNCEMENT_USER_STATUS)),
  }),
  getAnnouncement: ANNOUNCEMENT,
  getAnnouncementUserStatus: ANNOUNCEMENT_USER_STATUS,
  updateAnnouncementUserStatus: ANNOUNCEMENT_USER_STATUS,
  requestSummarizedUsages: v.looseObject({
    groupBy: v.nullish(v.array(v.string())),
    items: v.array(USAGE_SUMMARY),
  }),
} as const;
