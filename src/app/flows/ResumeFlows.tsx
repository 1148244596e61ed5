/**
 * Mounted once in the shell: on app start, every stored flow that was still active (a build
 * running, a deployment waiting for approval, a work request in progress) is restored where it
 * was and polls again, so a reload or a dead zone never loses a flow. It renders nothing.
 */
import { useEffect } from 'react';
import { resumeFlow } from './flowRegistry';
import { useActiveFlows } from './useActiveFlows';

export function ResumeFlows() {
  const active = useActiveFlows();
  useEffect(() => {
    // resumeFlow gives the running flow for a key it already has, so this is safe to repeat.
    for (const flow of active ?? []) resumeFlow(flow);
  }, [active]);
  return null;
}
