// The inputs of a member form, from the level's field list: the name, phone, designation and
// the booth first; e-mail, age and the place names under "More details", folded away on a phone
// unless one holds something. Location-like fields suggest the values already entered but
// accept anything. Each field declares its kind, which picks the phone keyboard and autofill.
import { Avatar, Button, Collapse, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikAutocomplete, FormikImageInput } from '../../components/form-fields/index.ts';
import type { FieldKind } from '../../components/form-fields/index.ts';
import { OPTIONAL_FIELDS } from '../../domain/member-schema.ts';
import type { TeamFieldId, TeamLevelDef } from '../../domain/team-levels.ts';
import { useFileUrl } from '../../sync/use-file-url.ts';
import { AreaSelect } from '../../components/area-select/index.ts';
import { useAreaChoices } from '../../sync/use-area-choices.ts';
import { useFieldSuggestions } from './use-members.ts';
import type { MemberFormValues } from './member-form-values.ts';

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

/** Optional fields kept under "More details": a booth worker adds someone by name and phone. */
export const MORE_DETAILS: readonly TeamFieldId[] = [
  'email',
  'age',
  'city',
  'state',
  'dist',
  'district',
  'assembly',
  'address',
];

const PHONE_QUERY = '(max-width: 599.98px)';

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
  /** The member already has some of the "More details": they start unfolded. */
  detailsFilled?: boolean;
  /** The area may stay empty (an old record saved without one). */
  areaOptional?: boolean;
};

function FieldInputs({ def, ids }: { def: TeamLevelDef; ids: readonly TeamFieldId[] }) {
  const { t } = useTranslation();
  const suggestions = useFieldSuggestions(def.level, SUGGESTED);
  return ids.map((id) => {
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
  });
}

/** "More details": folded on a phone unless filled; unfolded by itself when one has an error. */
function MoreDetails({
  def,
  ids,
  filled,
}: {
  def: TeamLevelDef;
  ids: readonly TeamFieldId[];
  filled: boolean;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { errors, submitCount } = useFormikContext<MemberFormValues>();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const panelId = useId();
  const hasError = submitCount > 0 && ids.some((id) => errors[id]);
  const open = hasError || (chosen ?? (!phone || filled));
  if (!ids.length) return null;
  return (
    // The whole width of the form's grid, with the same two columns inside on a wide screen.
    <Stack gap="sm" style={{ gridColumn: '1 / -1' }}>
      <Button
        variant="subtle"
        justify="space-between"
        mih={44}
        px="xs"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setChosen(!open)}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        }
      >
        {t('teams.form.moreDetails')}
      </Button>
      <Collapse expanded={open} id={panelId} keepMountedMode="display-none">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FieldInputs def={def} ids={ids} />
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}

export function MemberFormFields({
  def,
  currentImage,
  detailsFilled = false,
  areaOptional = false,
}: MemberFormFieldsProps) {
  const { t } = useTranslation();
  const { choices } = useAreaChoices();
  const main = def.fields.filter((id) => !MORE_DETAILS.includes(id));
  const more = def.fields.filter((id) => MORE_DETAILS.includes(id));
  return (
    <>
      <FieldInputs def={def} ids={main} />
      <AreaSelect
        name="areaPath"
        choices={choices}
        required={!areaOptional}
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
      <MoreDetails def={def} ids={more} filled={detailsFilled} />
    </>
  );
}
