// A place to drop files from the desktop. The browser's own drag and drop is enough here: the
// files are checked by uploadProblems whatever way they came, and a phone uses the file button
// inside. (@mantine/dropzone was dropped: its react-dropzone declares Node ≥ 22.)
import { Box } from '@mantine/core';
import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';

export type DropAreaProps = {
  onDrop: (files: File[]) => void;
  disabled?: boolean;
  children: ReactNode;
};

const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

export function DropArea({ onDrop, disabled = false, children }: DropAreaProps) {
  const [over, setOver] = useState(false);
  const accept = (e: DragEvent) => {
    if (disabled || !carriesFiles(e)) return;
    // Without this the browser opens the dropped file instead of giving it to us.
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <Box
      data-testid="roll-drop-area"
      p="md"
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        onDrop([...e.dataTransfer.files]);
      }}
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'blue-6' : 'gray-5'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      {children}
    </Box>
  );
}
