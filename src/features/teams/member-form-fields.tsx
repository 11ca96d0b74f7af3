// The inputs of a member form, from the level's field list. Location-like fields suggest the
// values already entered but accept anything (DESIGN.md §9: no placeholder options). Each
// field declares its kind, which picks the phone keyboard and autofill (field-kind.ts).
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikAutocomplete, FormikImageInput } from '../../components/form-fields/index.ts';
import type { FieldKind } from '../../components/form-fields/index.ts';
import { OPTIONAL_FIELDS } from '../../domain/member-schema.ts';
import type { TeamFieldId, TeamLevelDef } from '../../domain/team-levels.ts';
import { useFileUrl } from '../../sync/use-file-url.ts';
import { AreaSelect, useAreaChoices } from '../../components/area-select/index.ts';
import { useFieldSuggestions } from './use-members.ts';

/** How each field is typed: its keyboard and autofill (FieldKind), and whether it suggests. */
type FieldInput = { kind: FieldKind; suggest?: true };

const FIELD_INPUTS = {
  name: { kind: 'name' },
  firstName: { kind: 'givenName' },
  lastName: { kind: 'familyName' },
  email: { kind: 'email' },
  phone: { kind: 'phone' },
  age: { kind: 'integer' },
  designation: { kind: 'place', suggest: true },
  city: { kind: 'place', suggest: true },
  state: { kind: 'place', suggest: true },
  dist: { kind: 'place', suggest: true },
  district: { kind: 'place', suggest: true },
  assembly: { kind: 'place', suggest: true },
  address: { kind: 'address' },
} as const satisfies Record<TeamFieldId, FieldInput>;

const SUGGESTED = (Object.keys(FIELD_INPUTS) as TeamFieldId[]).filter(
  (id) => 'suggest' in FIELD_INPUTS[id],
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
  const { choices } = useAreaChoices();
  return (
    <>
      {def.fields.map((id: TeamFieldId) => {
        const input: FieldInput = FIELD_INPUTS[id];
        const common = {
          name: id,
          kind: input.kind,
          label: t(`teams.fields.${id}`),
          withAsterisk: !OPTIONAL_FIELDS.includes(id),
        };
        if (input.suggest)
          return <FormikAutocomplete key={id} {...common} data={suggestions[id] ?? []} />;
        return <FormikTextInput key={id} {...common} />;
      })}
      <AreaSelect
        name="areaPath"
        choices={choices}
        required={false}
        label={t('teams.fields.area')}
        description={t('teams.form.areaHint')}
      />
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
