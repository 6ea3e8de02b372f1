import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FileField } from './FileField';

function Demo({ withFile }: { withFile: boolean }) {
  const [file, setFile] = useState<File | null>(withFile ? new File(['x'], 'prescription.pdf', { type: 'application/pdf' }) : null);
  return <FileField label="Prescription" value={file} onChange={setFile} accept="image/*,application/pdf" />;
}

const meta = { title: 'Controls/FileField', component: Demo, args: { withFile: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: "Choose a file…". */
export const Empty: Story = {};
/** A file chosen, with Clear. */
export const Chosen: Story = { args: { withFile: true } };
