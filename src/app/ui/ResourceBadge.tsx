import { useId } from 'react';
import type { BadgeShape } from '../../oci/resource-types/types';
import { safeHref } from './safeHref';
import './ResourceBadge.css';

export type ResourceBadgeSize = 'sm' | 'md' | 'lg';

export interface ResourceBadgeProps {
  /** Circle (compute), Square (networking, identity, security), Stack (storage), Hexagon (services). */
  readonly shape: BadgeShape;
  /** The type's two-to-four-character badge, e.g. "VCN"; absent for users and apps. */
  readonly label?: string;
  /** An image shown inside the shape instead of the label (the catalogue's image badge). */
  readonly image?: string;
  /**
   * The resource type's name, e.g. "Virtual cloud network". Given, the badge is an image with
   * that name; left out, the badge is decoration next to text that already names the type.
   */
  readonly title?: string;
  readonly size?: ResourceBadgeSize;
}

/** A resource type's badge: its shape drawn in SVG with the short label (or image) inside. */
export function ResourceBadge({ shape, label, image, title, size = 'md' }: ResourceBadgeProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  const clipId = `ui-badge-clip-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <span
      className={`ui-resource-badge ui-resource-badge--${size} ui-resource-badge--${shape.toLowerCase()}`}
      {...a11y}
    >
      <svg className="ui-resource-badge__shape" viewBox="0 0 40 40" focusable="false" aria-hidden="true">
        {safeHref(image) !== undefined ? (
          <>
            <defs>
              <clipPath id={clipId}>{outline(shape)}</clipPath>
            </defs>
            <image
              href={safeHref(image)}
              x="0"
              y="0"
              width="40"
              height="40"
              preserveAspectRatio="xMidYMid slice"
              clipPath={`url(#${clipId})`}
            />
          </>
        ) : (
          shapeArt(shape)
        )}
      </svg>
      {safeHref(image) === undefined && label ? <span className="ui-resource-badge__label">{label}</span> : null}
    </span>
  );
}

/** The shape's main outline (also the image's clip path). */
function outline(shape: BadgeShape) {
  switch (shape) {
    case 'Circle':
      return <circle cx="20" cy="20" r="19" />;
    case 'Square':
      return <rect x="1" y="1" width="38" height="38" rx="3" />;
    case 'Stack':
      return <rect x="1" y="7" width="32" height="32" rx="3" />;
    case 'Hexagon':
      return <polygon points="10.5,2 29.5,2 39,20 29.5,38 10.5,38 1,20" />;
  }
}

function shapeArt(shape: BadgeShape) {
  const main = <g className="ui-resource-badge__fill">{outline(shape)}</g>;
  if (shape !== 'Stack') return main;
  return (
    <>
      <path
        className="ui-resource-badge__layer"
        d="M8 4.5V2.5a1.5 1.5 0 0 1 1.5-1.5h28a1.5 1.5 0 0 1 1.5 1.5v28a1.5 1.5 0 0 1-1.5 1.5h-2"
      />
      <path
        className="ui-resource-badge__layer"
        d="M4.5 7V5.5A1.5 1.5 0 0 1 6 4h27.5A1.5 1.5 0 0 1 35 5.5V33a1.5 1.5 0 0 1-1.5 1.5"
      />
      {main}
    </>
  );
}
