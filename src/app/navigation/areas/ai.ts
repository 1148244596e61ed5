import { docsBook, iaasDocs } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';

/**
 * AI services (document 3 §2.6). Language, Vision and Document Understanding are label-only in
 * document 3; their pages are placed under the AI service plugin like Speech.
 */
export const AI_ENTRIES = [
  {
    id: 'generativeAi',
    labelKey: 'service.generativeAi',
    plugin: 'generative-ai',
    tags: ['llm', 'genai', 'chatbot', 'gpt'],
    help: [iaasDocs('generative-ai/home.htm')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      {
        id: 'playground',
        labelKey: 'analytics.playground',
        path: '/playground',
        children: [
          { id: 'chat', labelKey: 'analytics.playgroundChat', path: '/playground/chat' },
          { id: 'embed', labelKey: 'analytics.playgroundEmbed', path: '/playground/embed' },
        ],
      },
      { id: 'clusters', labelKey: 'analytics.dedicatedAiClusters', path: '/clusters' },
      { id: 'models', labelKey: 'common.models', path: '/models' },
      { id: 'endpoints', labelKey: 'common.endpoints', path: '/endpoints' },
      { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/generativeAiPrivateEndpoints' },
      {
        id: 'conversationStores',
        labelKey: 'analytics.conversationStores',
        path: '/conversationStores',
        allowlists: ['genai-applications'],
      },
      { id: 'apiKeys', labelKey: 'analytics.apiKeys', path: '/apiKeys' },
      {
        id: 'applications',
        labelKey: 'common.applications',
        path: '/applications',
        allowlists: ['genai-applications'],
      },
    ],
  },
  {
    id: 'generativeAiAgents',
    labelKey: 'service.generativeAiAgents',
    plugin: 'genai-agent',
    allowlists: ['genai-agent'],
    ignoreAllowlistsForStaging: true,
    tags: ['rag', 'agent'],
    help: [iaasDocs('generative-ai-agents/home.htm')],
    children: [
      { id: 'agents', labelKey: 'common.agents', path: '/agents' },
      { id: 'knowledgeBases', labelKey: 'analytics.knowledgeBases', path: '/knowledge-bases' },
      {
        id: 'provisionedCapacities',
        labelKey: 'analytics.provisionedCapacities',
        path: '/provisioned-capacities',
      },
    ],
  },
  {
    id: 'dataScience',
    labelKey: 'service.dataScience',
    plugin: 'data-science',
    help: [docsBook('en-us/iaas/data-science/index.html')],
    children: [
      {
        id: 'projects',
        labelKey: 'common.projects',
        path: '/projects',
        resourceType: 'DataScienceProject',
        tags: ['jupyter', 'notebook', 'machine learning'],
      },
      { id: 'mlAppProviders', labelKey: 'analytics.mlApplications', path: '/providers/mlApplications' },
      {
        id: 'mlAppConsumers',
        labelKey: 'analytics.mlApplicationsConsumed',
        path: '/consumers/mlApplications',
      },
      {
        id: 'mlAppInstances',
        labelKey: 'analytics.mlApplicationInstances',
        path: '/consumers/mlApplicationInstances',
      },
    ],
  },
  {
    id: 'aiHub',
    labelKey: 'service.aiHub',
    plugin: 'ai-hub',
    children: [
      { id: 'models', labelKey: 'common.models', path: '/models' },
      { id: 'modelDeployments', labelKey: 'analytics.modelDeployments', path: '/model-deployments' },
      { id: 'solutions', labelKey: 'common.solutions', path: '/solutions' },
      { id: 'solutionDeployments', labelKey: 'analytics.solutionDeployments', path: '/solution-deployments' },
    ],
  },
  {
    id: 'speech',
    labelKey: 'service.speech',
    plugin: 'speech',
    help: [iaasDocs('speech/home.htm')],
    children: [
      { id: 'transcriptionJobs', labelKey: 'analytics.transcriptionJobs', path: '/transcription-jobs' },
      { id: 'liveTranscribe', labelKey: 'analytics.liveTranscribe', path: '/live-transcribe' },
      { id: 'customizations', labelKey: 'analytics.customizations', path: '/customizations' },
      { id: 'textToSpeech', labelKey: 'analytics.textToSpeech', path: '/text-to-speech' },
    ],
  },
  {
    id: 'aiServices',
    labelKey: 'service.aiServices',
    plugin: 'ai-service',
    children: [
      { id: 'language', labelKey: 'analytics.language', path: '/language' },
      { id: 'vision', labelKey: 'analytics.vision', path: '/vision' },
      {
        id: 'documentUnderstanding',
        labelKey: 'analytics.documentUnderstanding',
        path: '/document-understanding',
      },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
