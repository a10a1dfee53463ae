import { icons } from '@lingua/ui';

/** The sidebar entries' icons, which ui's icon set does not have. */
export const navIcons = {
  dashboard: (
    <icons.Icon>
      <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />
    </icons.Icon>
  ),
  chatbot: (
    <icons.Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M9 10h.01M15 10h.01" />
    </icons.Icon>
  ),
  exercises: (
    <icons.Icon>
      <path d="M5 4h11l3 3v13H5z" />
      <path d="M9 10h6M9 14h6" />
    </icons.Icon>
  ),
  voiceChat: (
    <icons.Icon>
      <path d="M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </icons.Icon>
  ),
  assignments: (
    <icons.Icon>
      <path d="M4 6h16v14H4zM8 3v5M16 3v5M4 11h16" />
    </icons.Icon>
  ),
  rooms: (
    <icons.Icon>
      <path d="M3 20V9l9-5 9 5v11" />
      <path d="M9 20v-6h6v6" />
    </icons.Icon>
  ),
  feedback: (
    <icons.Icon>
      <path d="M4 4h16v12H8l-4 4z" />
      <path d="M8 9h8M8 12h5" />
    </icons.Icon>
  ),
  settings: (
    <icons.Icon>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </icons.Icon>
  ),
  profile: (
    <icons.Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </icons.Icon>
  ),
  logout: (
    <icons.Icon>
      <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
    </icons.Icon>
  ),
} as const;
