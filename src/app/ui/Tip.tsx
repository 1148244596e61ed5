import { useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { Placement } from 'react-aria-components';
import type { ReactElement, ReactNode } from 'react';
import { useUiStrings } from './UiStringsProvider';
import './Tip.css';

export interface TipProps {
  /** The tip: a short supplement, never something the user needs to finish a task. */
  readonly content: ReactNode;
  /**
   * The element the tip describes; it must be focusable (a react-aria Button or Link). Left out,
   * an "i" button is drawn, which also opens the tip on tap, since touch has no hover.
   */
  readonly children?: ReactElement;
  /** The "i" button's name; defaults to "More information". */
  readonly label?: string;
  readonly placement?: Placement;
}

/** A tooltip (react-aria Tooltip): on hover and keyboard focus, closed by Escape, at most 200px wide. */
export function Tip({ content, children, label, placement = 'top' }: TipProps) {
  const strings = useUiStrings();
  const [isOpen, setOpen] = useState(false);
  const tooltip = (
    <Tooltip className="ui-tip" placement={placement} offset={6}>
      {content}
    </Tooltip>
  );
  if (children) {
    return (
      <TooltipTrigger delay={500}>
        {children}
        {tooltip}
      </TooltipTrigger>
    );
  }
  return (
    <TooltipTrigger delay={500} isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className="ui-tip__button"
        aria-label={label ?? strings.moreInformation}
        onPress={() => {
          setOpen(!isOpen);
        }}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="8" cy="4.8" r="1" fill="currentColor" />
          <path d="M8 7.2v4.6" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </Button>
      {tooltip}
    </TooltipTrigger>
  );
}
