import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  readonly children: ReactNode;
  /** `div` for block content such as a table; `span` by default. */
  readonly elementType?: 'span' | 'div';
  readonly id?: string;
}

/** Content for screen readers only: out of sight, but in the accessibility tree. */
export function VisuallyHidden({ children, elementType = 'span', id }: VisuallyHiddenProps) {
  const Element = elementType;
  return (
    <Element className="visually-hidden" id={id}>
      {children}
    </Element>
  );
}
