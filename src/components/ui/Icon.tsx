/**
 * Decorative icons by name. Content names icons in lucide kebab-case; this
 * static map imports only the icons the site uses, so the bundle stays small
 * (a dynamic lookup would pull in all of lucide). Unknown names fall back to
 * a neutral icon. The names themselves are data (model/icon-names.ts), which content
 * validation checks against; `satisfies` makes this map cover exactly that list.
 */
import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../../../model/icon-names';
import {
  Award, BadgeCheck, BadgeDollarSign, Building2, CalendarCheck, CalendarClock, ChefHat, CircleCheck, Clock,
  CookingPot, Droplets, FileText, Flame, GlassWater, HandCoins, HeartHandshake, House, Lightbulb, MapPin, Microwave, Phone,
  PhoneCall, Refrigerator, Scale, ScanSearch, Search, ShieldCheck, Snowflake, Sparkles, Star, Store, Thermometer,
  ThermometerSnowflake, ThumbsUp, Timer, Trash, Trash2, TriangleAlert, Truck, Users,
  WashingMachine, Wind, Wine, Wrench, Zap,
} from 'lucide-react';

const ICONS = {
  award: Award,
  'badge-check': BadgeCheck,
  'badge-dollar-sign': BadgeDollarSign,
  'building-2': Building2,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  'chef-hat': ChefHat,
  'circle-check': CircleCheck,
  clock: Clock,
  'cooking-pot': CookingPot,
  droplets: Droplets,
  'file-text': FileText,
  flame: Flame,
  'hand-coins': HandCoins,
  'heart-handshake': HeartHandshake,
  house: House,
  lightbulb: Lightbulb,
  'map-pin': MapPin,
  microwave: Microwave,
  phone: Phone,
  'phone-call': PhoneCall,
  refrigerator: Refrigerator,
  scale: Scale,
  'scan-search': ScanSearch,
  search: Search,
  'shield-check': ShieldCheck,
  snowflake: Snowflake,
  sparkles: Sparkles,
  star: Star,
  store: Store,
  thermometer: Thermometer,
  'thermometer-snowflake': ThermometerSnowflake,
  'thumbs-up': ThumbsUp,
  timer: Timer,
  trash: Trash,
  'trash-2': Trash2,
  'triangle-alert': TriangleAlert,
  truck: Truck,
  users: Users,
  'glass-water': GlassWater,
  'washing-machine': WashingMachine,
  wind: Wind,
  wine: Wine,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<IconName, LucideIcon>;

export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  const Component: LucideIcon = (ICONS as Record<string, LucideIcon>)[name] ?? Wrench;
  return <Component aria-hidden="true" focusable="false" size={size} strokeWidth={1.75} className="icon" />;
}
