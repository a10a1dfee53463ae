import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';

export interface FileButtonProps {
  /** The button's label, e.g. "Choose a CSV file". */
  children: ReactNode;
  /** MIME types and extensions the file picker offers, e.g. `['.csv', 'text/csv']`. */
  acceptedFileTypes?: readonly string[];
  /** The file the person chose. */
  onSelect: (file: File) => void;
  /** @default 'secondary' */
  variant?: ButtonProps['variant'];
  isDisabled?: boolean;
}

/** A button that opens the device's file picker for one file (react-aria's FileTrigger). */
export function FileButton({
  children,
  acceptedFileTypes,
  onSelect,
  variant = 'secondary',
  isDisabled,
}: FileButtonProps) {
  return (
    <FileTrigger
      acceptedFileTypes={acceptedFileTypes}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onSelect(file);
      }}
    >
      <Button variant={variant} isDisabled={isDisabled}>
        {children}
      </Button>
    </FileTrigger>
  );
}
