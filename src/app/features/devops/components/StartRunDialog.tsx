/**
 * Starting a build run or a deployment from its pipeline. The flow machine makes the create (with
 * a retry token made once, here) and follows what it started; the page moves to the flow at once,
 * so a start made offline waits there, paused, and goes out when the network returns.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, TextField } from '../../../ui';
import { startFlow } from '../../../flows/flowRegistry';
import { devopsPaths } from '../paths';
import type { Row } from '../../../kit/listSpec';
import { rowText } from '../../../kinds/devops/rows';
import { buildRunDetails, pipelineParameters } from '../resources/runDetails';

export interface StartRunDialogProps {
  readonly kind: 'buildRun' | 'deployment';
  readonly pipeline: Row;
  readonly region: string;
  readonly onClose: () => void;
}

export function StartRunDialog({ kind, pipeline, region, onClose }: StartRunDialogProps) {
  const { t } = useTranslation(['devops', 'glossary']);
  const navigate = useNavigate();
  const parameters = kind === 'buildRun' ? pipelineParameters(pipeline) : [];
  const [displayName, setDisplayName] = useState('');
  const [args, setArgs] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.defaultValue])),
  );
  const pipelineId = rowText(pipeline, 'id') ?? '';

  const start = () => {
    const flowId =
      kind === 'buildRun'
        ? startFlow('buildRun', region, { start: buildRunDetails(pipelineId, displayName, args) })
        : startFlow('deployment', region, {
            start: {
              deployPipelineId: pipelineId,
              ...(displayName.trim() === '' ? {} : { displayName: displayName.trim() }),
            },
          });
    void navigate(devopsPaths.flow(flowId));
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={start}
      title={t(kind === 'buildRun' ? 'start.buildRunTitle' : 'start.deploymentTitle', {
        name: rowText(pipeline, 'displayName') ?? pipelineId,
      })}
      confirmLabel={t(kind === 'buildRun' ? 'start.buildRunConfirm' : 'start.deploymentConfirm')}
      focusBody
    >
      <TextField
        // The dialog asks for a name first: Enter there starts nothing; the start button does.
        autoFocus
        label={t('glossary:name')}
        value={displayName}
        onChange={setDisplayName}
        description={t('start.nameHint')}
      />
      {parameters.map((parameter) => (
        <TextField
          key={parameter.name}
          label={parameter.name}
          description={parameter.description}
          value={args[parameter.name] ?? ''}
          onChange={(value) => {
            setArgs((current) => ({ ...current, [parameter.name]: value }));
          }}
        />
      ))}
    </ConfirmDialog>
  );
}
