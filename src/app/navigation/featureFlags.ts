/**
 * Feature-flag (allowlist) names the registry uses. An allowlist entry `name` needs the flag on,
 * `!name` needs it off (document 3 §3.1, §5).
 */
export const FEATURE_FLAGS = {
  /** Autonomous Database renamed to Autonomous AI Database: swaps the older labels for the newer. */
  adbNameChange: 'adb-name-change',
  /** Generative AI Agents, a new service. */
  genAiAgent: 'genai-agent',
  /** Multicloud hub, a new service. */
  multicloudHub: 'multicloud-hub',
  /** The AWS part of the multicloud database service, in preview. */
  multicloudAws: 'multicloud-db-aws',
  /** Fleet Application Management's newer menu layout (the older one shows while it is off). */
  famsNewLayout: 'fams-new-layout',
  /** Autonomous Linux in OS Management Hub. */
  osmhAutonomousLinux: 'osmh-alx',
  /** Data Transfer export jobs. */
  dataTransferExport: 'data-transfer-export',
  /** Generative AI applications and conversation stores, in preview. */
  genAiApplications: 'genai-applications',
  /** Database tools MCP servers, in preview. */
  dbToolsMcp: 'dbtools-mcp-servers',
  /** Network command center (capture filters, VTAPs, flow logs), in preview. */
  networkCommandCenter: 'network-command-center',
} as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];
