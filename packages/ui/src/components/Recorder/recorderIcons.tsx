import type { SVGProps } from 'react';
import { Icon } from '../../icons/icons';

type IconProps = SVGProps<SVGSVGElement>;

// Drawn here rather than in icons.tsx, which every first view loads: only recording pages need them.

export const MicrophoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />
  </Icon>
);

export const StopIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />
  </Icon>
);
