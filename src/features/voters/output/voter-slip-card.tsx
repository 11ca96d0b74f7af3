import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoterSlip } from './slip-data.ts';

/** A slip ready to print: its fields and the QR code (SVG markup) of the voter id. */
export type SlipWithQr = VoterSlip & { qr: string };

const orDash = (text: string | number) => (text === '' ? '-' : String(text));

export const VoterSlipCard = memo(function VoterSlipCard({ slip }: { slip: SlipWithQr }) {
  const { t } = useTranslation();
  // The station as the booth records it; else, a part being one station, by part and assembly.
  const station =
    slip.pollingStation ||
    (slip.assembly
      ? t('voterOutput.slip.stationValue', { part: slip.part, assembly: slip.assembly })
      : t('voterOutput.slip.stationPartOnly', { part: slip.part }));
  return (
    <article className="bp-slip" aria-label={slip.name || slip.voterId}>
      <div className="bp-slip-text">
        <p className="bp-slip-name">{orDash(slip.name)}</p>
        <dl>
          <dt>{t(slip.relationLabelKey)}</dt>
          <dd>{orDash(slip.relation)}</dd>
          <dt>{t('voterOutput.slip.voterId')}</dt>
          <dd>{orDash(slip.voterId)}</dd>
          <dt>{t('voterOutput.slip.partSerial')}</dt>
          <dd>
            {slip.serial === null
              ? t('voterOutput.slip.partNoSerial', { part: slip.part })
              : t('voterOutput.slip.partSerialValue', { part: slip.part, serial: slip.serial })}
          </dd>
          {slip.booth && (
            <>
              <dt>{t('voterOutput.slip.booth')}</dt>
              <dd>{slip.booth}</dd>
            </>
          )}
          <dt>{t('voterOutput.slip.station')}</dt>
          <dd>{station}</dd>
          <dt>{t('voterOutput.slip.address')}</dt>
          <dd>{orDash(slip.address)}</dd>
          {slip.poll && (
            <>
              <dt>{t('voterOutput.slip.poll')}</dt>
              <dd>{slip.poll}</dd>
            </>
          )}
        </dl>
      </div>
      {slip.qr && (
        <span
          className="bp-slip-qr"
          role="img"
          aria-label={t('voterOutput.slip.qrAlt', { voterId: slip.voterId })}
          // Markup made by qrcode from the voter id: path data only, nothing user-typed.
          dangerouslySetInnerHTML={{ __html: slip.qr }}
        />
      )}
    </article>
  );
});
