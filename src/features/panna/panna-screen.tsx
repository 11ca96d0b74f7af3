// Panna (issue 11): who has which roll pages. A coordinator or booth manager assigns a serial
// range of a part to a karyakarta, reassigns it to someone else (a new entry: the history
// stays) or ends it; each panna shows its voters and how many of them were contacted.
import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { toast } from '../../components/toast.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { PannaRow } from '../../roll/index.ts';
import type { PannaInput } from './panna-data.ts';
import { memberName } from './panna-data.ts';
import { savePanna } from './panna-commands.ts';
import { PannaForm } from './panna-form.tsx';
import { usePannas } from './use-pannas.ts';

/** What another feature adds to each panna's buttons (src/app composes it: printing its slips). */
export type PannaCardTool = ComponentType<{ panna: PannaRow }>;

type PannaCardProps = {
  panna: PannaRow;
  members: MemberRecord[];
  Tool?: PannaCardTool | undefined;
};

function PannaCard({ panna, members, Tool }: PannaCardProps) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const [to, setTo] = useState('');
  const range = { part: panna.partNumber, from: panna.fromSerial, to: panna.toSerial };
  const input = (member: MemberRecord): PannaInput => ({
    part: panna.partNumber,
    fromSerial: panna.fromSerial,
    toSerial: panna.toSerial,
    member,
  });
  const current = members.find((m) => m.id === panna.memberId);
  const reassign = async () => {
    const member = members.find((m) => m.id === to);
    if (!member) return;
    await savePanna(input(member), { pannaId: panna.pannaId });
    toast.success(t('panna.saved'));
    setChoosing(false);
  };
  const end = async () => {
    await savePanna(
      input(current ?? ({ id: panna.memberId, name: panna.memberName } as MemberRecord)),
      {
        pannaId: panna.pannaId,
        ended: true,
      },
    );
    toast.info(t('panna.ended'));
  };
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Text fw={700}>{t('panna.title', range)}</Text>
        <Text size="sm">
          {t('panna.karyakarta')}: {panna.memberName}
        </Text>
        <Text size="sm" c="dimmed">
          {panna.voters === null
            ? t('panna.counting')
            : t('panna.counts', { voters: panna.voters, contacted: panna.contacted })}
        </Text>
        {choosing ? (
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={t('panna.form.member')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              data={[
                { value: '', label: t('panna.form.pick') },
                ...members
                  .filter((m) => m.id !== panna.memberId)
                  .map((m) => ({ value: m.id, label: memberName(m) })),
              ]}
            />
            <Button onClick={() => void reassign()} disabled={!to}>
              {t('panna.reassign')}
            </Button>
            <Button variant="default" onClick={() => setChoosing(false)}>
              {t('panna.form.cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => setChoosing(true)}
              aria-label={t('panna.reassignLabel', range)}
            >
              {t('panna.reassign')}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              onClick={() => void end()}
              aria-label={t('panna.endLabel', range)}
            >
              {t('panna.end')}
            </Button>
            {Tool && <Tool panna={panna} />}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export type PannaScreenProps = { cardTool?: PannaCardTool };

export function PannaScreen({ cardTool }: PannaScreenProps) {
  const { t } = useTranslation();
  const { order, pannas, members } = usePannas();
  const [assigning, setAssigning] = useState(false);
  const savedToast = useSavedToast();

  const assign = async (input: PannaInput) => {
    await savePanna(input);
    savedToast(t('panna.saved'));
    setAssigning(false);
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.pages.panna')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('panna.subtitle')}
      </Text>
      {members && members.length === 0 && <Text>{t('panna.noKaryakartas')}</Text>}
      {assigning && order && members && pannas ? (
        <PannaForm
          order={order}
          members={members}
          active={pannas}
          onSubmit={assign}
          onCancel={() => setAssigning(false)}
        />
      ) : (
        <Group>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setAssigning(true)}
            disabled={!order || !members?.length}
          >
            {t('panna.assign')}
          </Button>
        </Group>
      )}
      <Title order={2} fz="md">
        {t('panna.list')}
      </Title>
      {pannas && pannas.length === 0 && <Text c="dimmed">{t('panna.none')}</Text>}
      {pannas && pannas.length > 0 && (
        <CardStack label={t('panna.list')}>
          {pannas.map((p) => (
            <PannaCard key={p.pannaId} panna={p} members={members ?? []} Tool={cardTool} />
          ))}
        </CardStack>
      )}
    </Stack>
  );
}
