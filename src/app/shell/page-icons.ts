import type { Icon } from '@tabler/icons-react';
import {
  IconAddressBook,
  IconBuilding,
  IconHierarchy2,
  IconUserShield,
  IconChartPie,
  IconChecklist,
  IconCloudUpload,
  IconDoor,
  IconFileStack,
  IconHome,
  IconId,
  IconMessages,
  IconSearch,
  IconShare,
  IconSpeakerphone,
  IconUserCheck,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react';
import type { ScreenRoute } from '../../domain/navigation.ts';

/** Sidebar icons of the main links; reports go without. */
export const PAGE_ICONS: Partial<Record<ScreenRoute['id'], Icon>> = {
  boothTeam: IconUsers,
  home: IconHome,
  karyaKartaTeam: IconUserStar,
  campaign: IconSpeakerphone,
  nvr: IconUserCheck,
  socialMedia: IconShare,
  party: IconBuilding,
  voterList: IconSearch,
  voterSummary: IconChartPie,
  panna: IconFileStack,
  walk: IconDoor,
  pollDay: IconChecklist,
  groupChat: IconMessages,
  profile: IconId,
  areas: IconHierarchy2,
  users: IconUserShield,
  sync: IconCloudUpload,
  district: IconAddressBook,
};
