/**
 * AI services (document 2 §2.1 AI). The spec names the families (/ai-service/ language, vision,
 * document-understanding, speech, forecasting, generative-ai; /ai-anomaly-detection/; the
 * generative AI agents) but not their sub-paths; the console uses each service's plural
 * collection names, as the OCI console does: /ai-service/language/projects/:id and so on.
 * A knowledge base's data source opens inside its knowledge base (knowledgeBaseId).
 */
import { ctx, nested } from './path';
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  {
    name: 'AiLanguageProject',
    badge: 'LNGP',
    title: 'Language project',
    plural: 'Language projects',
    link: '/ai-service/language/projects/:id',
  },
  {
    name: 'AiLanguageModel',
    badge: 'LNGM',
    title: 'Language model',
    plural: 'Language models',
    link: '/ai-service/language/models/:id',
  },
  {
    name: 'AiLanguageEndpoint',
    badge: 'LNGE',
    title: 'Language endpoint',
    plural: 'Language endpoints',
    link: '/ai-service/language/endpoints/:id',
  },
  {
    name: 'AiVisionProject',
    badge: 'VSNP',
    title: 'Vision project',
    plural: 'Vision projects',
    link: '/ai-service/vision/projects/:id',
  },
  {
    name: 'AiVisionModel',
    badge: 'VSNM',
    title: 'Vision model',
    plural: 'Vision models',
    link: '/ai-service/vision/models/:id',
  },
  {
    name: 'AiDocumentProject',
    badge: 'DOCP',
    title: 'Document Understanding project',
    plural: 'Document Understanding projects',
    link: '/ai-service/document-understanding/projects/:id',
  },
  {
    name: 'AiDocumentModel',
    badge: 'DOCM',
    title: 'Document Understanding model',
    plural: 'Document Understanding models',
    link: '/ai-service/document-understanding/models/:id',
  },
  {
    name: 'AiSpeechTranscriptionJob',
    badge: 'STJ',
    title: 'Transcription job',
    plural: 'Transcription jobs',
    link: '/ai-service/speech/transcription-jobs/:id',
  },
  {
    name: 'AiForecastProject',
    badge: 'FCP',
    title: 'Forecasting project',
    plural: 'Forecasting projects',
    link: '/ai-service/forecasting/projects/:id',
  },
  {
    name: 'GenerativeAiDedicatedAiCluster',
    badge: 'DAC',
    title: 'Dedicated AI cluster',
    plural: 'Dedicated AI clusters',
    link: '/ai-service/generative-ai/dedicated-ai-clusters/:id',
  },
  {
    name: 'GenerativeAiEndpoint',
    badge: 'GAIE',
    title: 'Generative AI endpoint',
    plural: 'Generative AI endpoints',
    link: '/ai-service/generative-ai/endpoints/:id',
  },
  {
    name: 'GenerativeAiModel',
    badge: 'GAIM',
    title: 'Custom model',
    plural: 'Custom models',
    link: '/ai-service/generative-ai/models/:id',
  },
  {
    name: 'AiAnomalyDetectionProject',
    badge: 'ADP',
    title: 'Anomaly detection project',
    plural: 'Anomaly detection projects',
    link: '/ai-anomaly-detection/projects/:id',
  },
  {
    name: 'AiAnomalyDetectionModel',
    badge: 'ADM',
    title: 'Anomaly detection model',
    plural: 'Anomaly detection models',
    link: '/ai-anomaly-detection/models/:id',
  },
  {
    name: 'AiAnomalyDetectionDataAsset',
    badge: 'ADDA',
    title: 'Anomaly detection data asset',
    plural: 'Anomaly detection data assets',
    link: '/ai-anomaly-detection/data-assets/:id',
  },
  { name: 'GenAiAgent', badge: 'AGT', title: 'Agent', plural: 'Agents', link: '/genai-agent/agents/:id' },
  {
    name: 'GenAiAgentKnowledgeBase',
    badge: 'KB',
    title: 'Knowledge base',
    plural: 'Knowledge bases',
    link: '/genai-agent/knowledge-bases/:id',
  },
  {
    name: 'GenAiAgentDataSource',
    badge: 'KBDS',
    title: 'Knowledge base data source',
    plural: 'Knowledge base data sources',
    link: nested('/genai-agent/knowledge-bases', ctx('knowledgeBaseId'), 'data-sources'),
  },
  {
    name: 'AiDataPlatform',
    badge: 'AIDP',
    title: 'AI Data Platform',
    plural: 'AI Data Platforms',
    link: '/aidataplatform/details/:id',
  },
  {
    name: 'OdaInstance',
    badge: 'ODA',
    title: 'Digital Assistant instance',
    plural: 'Digital Assistant instances',
    link: null,
  },
  {
    name: 'DataLabelingDataset',
    badge: 'DLS',
    title: 'Data labeling dataset',
    plural: 'Data labeling datasets',
    link: null,
  },
] as const satisfies readonly TypeRow[];

export const AI_TYPES = describeArea('AI', ROWS);
