import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons';
import { Button } from './Button';

interface CloseButtonProps extends Pick<AriaButtonProps, 'onPress' | 'slot'> {
  /** What closes, e.g. "Close dialog": the icon alone says nothing to screen readers. */
  'aria-label': string;
}

/** The small ✕ that closes a dialog, drawer or toast. */
export function CloseButton(props: CloseButtonProps) {
  return <Button variant="ghost" size="small" icon={<CloseIcon />} {...props} />;
}
