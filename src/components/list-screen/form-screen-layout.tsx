// Form mode of every list screen: the heading, the fields in a responsive grid, then
// Submit (Update when editing) and Back. Place it inside a Formik <Form>.
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../page-title.tsx';
import { FormActions } from '../form-actions.tsx';

export type FormScreenLayoutProps = {
  heading: string;
  /** true: the submit button reads "Update"; false: "Submit". */
  editing: boolean;
  submitting?: boolean;
  onBack: () => void;
  children: ReactNode;
};

export function FormScreenLayout(props: FormScreenLayoutProps) {
  const { heading, editing, submitting = false, onBack, children } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{heading}</PageTitle>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {children}
          </SimpleGrid>
          <FormActions
            submitLabel={editing ? t('list.update') : t('list.submit')}
            cancelLabel={t('list.back')}
            cancelIcon={<IconArrowLeft size={16} aria-hidden />}
            onCancel={onBack}
            submitting={submitting}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
