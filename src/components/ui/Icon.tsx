/**
 * Decorative icons by name. Content names icons in lucide kebab-case; this
 * static map imports only the icons the site uses, so the bundle stays small
 * (a dynamic lookup would pull in all of lucide). Unknown names fall back to
 * a neutral icon. Each is lucide's icon as data, drawn by LineIcon (no lucide runtime in the browser). The names themselves are data (model/icon-names.ts), which content
 * validation checks against; `satisfies` makes this map cover exactly that list.
 */
import type { IconName } from '../../../model/icon-names';
import { LineIcon, type LineIconData } from './LineIcon';
import award from 'lucide-icon:award';
import badgeCheck from 'lucide-icon:badge-check';
import badgeDollarSign from 'lucide-icon:badge-dollar-sign';
import building2 from 'lucide-icon:building-2';
import calendarCheck from 'lucide-icon:calendar-check';
import calendarClock from 'lucide-icon:calendar-clock';
import chefHat from 'lucide-icon:chef-hat';
import circleCheck from 'lucide-icon:circle-check';
import clock from 'lucide-icon:clock';
import cookingPot from 'lucide-icon:cooking-pot';
import droplets from 'lucide-icon:droplets';
import fileText from 'lucide-icon:file-text';
import flame from 'lucide-icon:flame';
import glassWater from 'lucide-icon:glass-water';
import handCoins from 'lucide-icon:hand-coins';
import heartHandshake from 'lucide-icon:heart-handshake';
import house from 'lucide-icon:house';
import lightbulb from 'lucide-icon:lightbulb';
import mapPin from 'lucide-icon:map-pin';
import microwave from 'lucide-icon:microwave';
import phone from 'lucide-icon:phone';
import phoneCall from 'lucide-icon:phone-call';
import refrigerator from 'lucide-icon:refrigerator';
import scale from 'lucide-icon:scale';
import scanSearch from 'lucide-icon:scan-search';
import search from 'lucide-icon:search';
import shieldCheck from 'lucide-icon:shield-check';
import snowflake from 'lucide-icon:snowflake';
import sparkles from 'lucide-icon:sparkles';
import star from 'lucide-icon:star';
import store from 'lucide-icon:store';
import thermometer from 'lucide-icon:thermometer';
import thermometerSnowflake from 'lucide-icon:thermometer-snowflake';
import thumbsUp from 'lucide-icon:thumbs-up';
import timer from 'lucide-icon:timer';
import trash from 'lucide-icon:trash';
import trash2 from 'lucide-icon:trash-2';
import triangleAlert from 'lucide-icon:triangle-alert';
import truck from 'lucide-icon:truck';
import users from 'lucide-icon:users';
import washingMachine from 'lucide-icon:washing-machine';
import wind from 'lucide-icon:wind';
import wine from 'lucide-icon:wine';
import wrench from 'lucide-icon:wrench';
import zap from 'lucide-icon:zap';

const ICONS = {
  award: award,
  'badge-check': badgeCheck,
  'badge-dollar-sign': badgeDollarSign,
  'building-2': building2,
  'calendar-check': calendarCheck,
  'calendar-clock': calendarClock,
  'chef-hat': chefHat,
  'circle-check': circleCheck,
  clock: clock,
  'cooking-pot': cookingPot,
  droplets: droplets,
  'file-text': fileText,
  flame: flame,
  'hand-coins': handCoins,
  'heart-handshake': heartHandshake,
  house: house,
  lightbulb: lightbulb,
  'map-pin': mapPin,
  microwave: microwave,
  phone: phone,
  'phone-call': phoneCall,
  refrigerator: refrigerator,
  scale: scale,
  'scan-search': scanSearch,
  search: search,
  'shield-check': shieldCheck,
  snowflake: snowflake,
  sparkles: sparkles,
  star: star,
  store: store,
  thermometer: thermometer,
  'thermometer-snowflake': thermometerSnowflake,
  'thumbs-up': thumbsUp,
  timer: timer,
  trash: trash,
  'trash-2': trash2,
  'triangle-alert': triangleAlert,
  truck: truck,
  users: users,
  'glass-water': glassWater,
  'washing-machine': washingMachine,
  wind: wind,
  wine: wine,
  wrench: wrench,
  zap: zap,
} satisfies Record<IconName, LineIconData>;

export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  const icon = (ICONS as Record<string, LineIconData>)[name] ?? wrench;
  return <LineIcon icon={icon} focusable="false" size={size} strokeWidth={1.75} className="icon" />;
}
