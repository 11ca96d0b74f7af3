// Checking one committee member: by a code sent to their phone, or (for a coordinator above the
// booth) by a visit with a photo and the place. Full screen on a phone.
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent, VisitPlace } from '../../domain/committees/seats.ts';
import { CodePanel } from './code-panel.tsx';
import type { ShownSeat } from './committee-view.ts';
import { VisitPanel } from './visit-panel.tsx';

export type VerifySheetProps = {
  seat: ShownSeat;
  mayVisit: boolean;
  sendCode: () => Promise<CodeSent>;
  checkCode: (code: string) => Promise<void>;
  saveVisit: (photo: Blob, place: VisitPlace & { at: string }) => Promise<void>;
  onClose: () => void;
};

export function VerifySheet(props: VerifySheetProps) {
  const { seat, mayVisit, onClose } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 599.98px)', false, { getInitialValueInEffect: false });
  const [how, setHow] = useState<'code' | 'visit'>('code');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('committees.verify.title', { name: seat.name })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('committees.verify.close') }}
    >
      <Stack gap="md">
        {mayVisit && (
          <SegmentedControl
            fullWidth
            value={how}
            onChange={(v) => setHow(v === 'visit' ? 'visit' : 'code')}
            aria-label={t('committees.verify.how')}
            data={[
              { value: 'code', label: t('committees.verify.byCode') },
              { value: 'visit', label: t('committees.verify.byVisit') },
            ]}
            styles={{
              label: {
                minHeight: 44,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              },
            }}
          />
        )}
        {how === 'visit' && mayVisit ? (
          <VisitPanel seat={seat} save={props.saveVisit} />
        ) : (
          <CodePanel seat={seat} send={props.sendCode} confirm={props.checkCode} />
        )}
      </Stack>
    </Modal>
  );
}
