/**
 * Every icon name content may use, in lucide kebab-case. Data, not a component: the content
 * schemas check names against this list without loading React or lucide-react, and
 * src/components/ui/Icon.tsx must map each name to an icon (its map is typed by `IconName`).
 */
export const ICON_NAMES = [
  'award', 'badge-check', 'badge-dollar-sign', 'building-2', 'calendar-check', 'calendar-clock', 'chef-hat', 'circle-check',
  'clock', 'cooking-pot', 'droplets', 'file-text', 'flame', 'hand-coins', 'heart-handshake', 'house', 'lightbulb', 'map-pin',
  'microwave', 'phone', 'phone-call', 'refrigerator', 'scale', 'scan-search', 'search', 'shield-check', 'snowflake', 'sparkles',
  'star', 'store', 'thermometer', 'thermometer-snowflake', 'thumbs-up', 'timer', 'trash', 'trash-2', 'triangle-alert', 'truck',
  'users', 'glass-water', 'washing-machine', 'wind', 'wine', 'wrench', 'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
