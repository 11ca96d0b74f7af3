// The inputs of a member form, from the level's field list. Location-like fields suggest the
// values already entered but accept anything (DESIGN.md §9: no placeholder options).
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikAutocomplete, FormikImageInput } from '../../components/form-fields/index.ts';
import { OPTIONAL_FIELDS } from '../../domain/member-schema.ts';
import type { TeamFieldId, TeamLevelDef } from '../../domain/team-levels.ts';
import { useFileUrl } from '../../sync/use-file-url.ts';
import { useFieldSuggestions } from './use-members.ts';

type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'suggest';

const FIELD_KINDS = {
  name: 'text',
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phone: 'tel',
  age: 'number',
  designation: 'suggest',
  city: 'suggest',
  state: 'suggest',
  dist: 'suggest',
  district: 'suggest',
  assembly: 'suggest',
  address: 'text',
} as const satisfies Record<TeamFieldId, FieldKind>;

const SUGGESTED = (Object.keys(FIELD_KINDS) as TeamFieldId[]).filter(
  (id) => FIELD_KINDS[id] === 'suggest',
);

function CurrentPhoto({ value }: { value: string }) {
  const { t } = useTranslation();
  const src = useFileUrl(value);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={src} alt={t('teams.form.currentImage')} radius="xl" size="lg" />
      <Text size="sm" c="dimmed">
        {t('teams.form.keepImage')}
      </Text>
    </Group>
  );
}

export type MemberFormFieldsProps = {
  def: TeamLevelDef;
  /** The stored photo when editing. */
  currentImage?: string;
};

export function MemberFormFields({ def, currentImage }: MemberFormFieldsProps) {
  const { t } = useTranslation();
  const suggestions = useFieldSuggestions(def.level, SUGGESTED);
  return (
    <>
      {def.fields.map((id: TeamFieldId) => {
        const kind: FieldKind = FIELD_KINDS[id];
        const common = {
          name: id,
          label: t(`teams.fields.${id}`),
          withAsterisk: !OPTIONAL_FIELDS.includes(id),
        };
        if (kind === 'suggest')
          return <FormikAutocomplete key={id} {...common} data={suggestions[id] ?? []} />;
        return (
          <FormikTextInput
            key={id}
            {...common}
            type={kind === 'number' ? 'text' : kind}
            inputMode={kind === 'number' ? 'numeric' : kind === 'tel' ? 'tel' : undefined}
            autoComplete="off"
          />
        );
      })}
      <Stack gap="xs">
        <FormikImageInput
          name="profileImage"
          label={t('teams.fields.profileImage')}
          placeholder={t('teams.form.imagePlaceholder')}
          description={t('teams.form.imageHint')}
        />
        {currentImage && <CurrentPhoto value={currentImage} />}
      </Stack>
    </>
  );
}
