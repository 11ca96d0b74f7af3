// One voter of the not-yet-voted list: name, roll serial, house and leaning, and a call and a
// WhatsApp reminder a tap away (the WhatsApp link opens the app with the message ready).
import { ActionIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../components/data-table/index.ts';
import { whatsAppHref } from '../../domain/whatsapp.ts';
import type { BoothVoter } from './not-voted-data.ts';
import classes from './not-voted.module.css';

/** memo: a mark shifts the rows after it; each keeps its own voter and is not drawn again. */
export const NotVotedRow = memo(function NotVotedRow({ voter }: { voter: BoothVoter }) {
  const { t } = useTranslation();
  const { name, phone } = voter;
  const whatsApp = phone && whatsAppHref(phone, t('pollDay.notVoted.reminder', { name }));
  const meta = [
    voter.serial === null
      ? t('pollDay.notVoted.noSerial')
      : t('pollDay.notVoted.serial', { serial: voter.serial }),
    voter.house && t('pollDay.notVoted.house', { house: voter.house }),
    !voter.visited
      ? t('pollDay.notVoted.notVisited')
      : voter.leaning && t(`walk.leanings.${voter.leaning}`),
  ].filter(Boolean);
  return (
    <div className={classes.voter}>
      <div className={classes.who}>
        <div className={classes.name}>{name}</div>
        <div className={classes.meta}>{meta.join(' · ')}</div>
      </div>
      <div className={classes.actions}>
        {phone ? (
          <ActionIcon
            component="a"
            href={telHref(phone)}
            size={44}
            variant="subtle"
            aria-label={t('pollDay.notVoted.call', { name, phone })}
          >
            <IconPhone size={22} aria-hidden />
          </ActionIcon>
        ) : (
          <span className={classes.meta}>{t('pollDay.notVoted.noPhone')}</span>
        )}
        {whatsApp && (
          <ActionIcon
            component="a"
            href={whatsApp}
            target="_blank"
            rel="noreferrer"
            size={44}
            variant="subtle"
            color="green.9"
            aria-label={t('pollDay.notVoted.whatsApp', { name })}
          >
            <IconBrandWhatsapp size={22} aria-hidden />
          </ActionIcon>
        )}
      </div>
    </div>
  );
});
