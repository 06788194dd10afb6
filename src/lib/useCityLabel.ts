/**
 * The header's city label (docs/product.md): `?city=` when it names a
 * served city, and the default when it names anything else (no lookup then:
 * the visitor asked for a place); without `?city=`, 100 ms after hydration,
 * an IP geolocation lookup (5 s timeout) whose city or region matches a
 * served city. Anything else keeps the default. Never runs during prerendering; never shows an error.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultCityLabel } from '../../content/city-label';
import { siteConfig } from '../../core/config/site-config';
import { paths } from '../../core/urls/paths';
import { useHydrated } from './useHydrated';

export const GEO_DELAY_MS = 100;
export const GEO_TIMEOUT_MS = 5000;

/** The served city a free-text value names (case-insensitive, trimmed) among `served`, or null. */
export function matchServedCity(served: string[], value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 100) return null;
  const wanted = value.trim().toLowerCase();
  return served.find((c) => c.toLowerCase() === wanted) ?? null;
}

let servedCities: Promise<string[]> | null = null;

/**
 * The names the label may show (docs/product.md), fetched only when there is a name to check
 * (`?city=`, or a geolocation answer): every page would otherwise carry every served city.
 * A failed fetch is retried by the next name.
 */
function loadServedCities(): Promise<string[]> {
  servedCities ??= fetch(paths.servedCities)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`served cities answered ${r.status}`))))
    .then((list: unknown) => (Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : []))
    .catch((error: unknown) => {
      servedCities = null;
      throw error;
    });
  return servedCities;
}

/** A plain timer (not AbortSignal.timeout) so tests can drive it with a fake clock. */
async function lookupCity(): Promise<string | null> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(new Error('geolocation timed out')), GEO_TIMEOUT_MS);
  try {
    const response = await fetch(siteConfig.GEO_ENDPOINT, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`geolocation answered ${response.status}`);
    const data: unknown = await response.json();
    const { city, region } = (data ?? {}) as { city?: unknown; region?: unknown };
    if (typeof city !== 'string' && typeof region !== 'string') return null;
    const served = await loadServedCities();
    return matchServedCity(served, city) ?? matchServedCity(served, region);
  } finally {
    window.clearTimeout(timer);
  }
}

let sessionLookup: Promise<string | null> | null = null;

/** `pageCity`: the city a city page is about; it is the label, prerendered, and no lookup runs. */
export function useCityLabel(pageCity: string | null = null): string {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const asked = hydrated && !pageCity ? new URLSearchParams(search).get('city') : null;
  const [fromQuery, setFromQuery] = useState<{ asked: string; city: string | null } | null>(null);
  const [detected, setDetected] = useState<string | null>(null);

  useEffect(() => {
    if (asked === null) return;
    let cancelled = false;
    loadServedCities().then(
      (served) => !cancelled && setFromQuery({ asked, city: matchServedCity(served, asked) }),
      () => !cancelled && setFromQuery({ asked, city: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [asked]);

  useEffect(() => {
    if (!hydrated || asked !== null || pageCity) return;
    let cancelled = false;
    const timer = window.setTimeout(lookUp, GEO_DELAY_MS);
    function lookUp() {
      sessionLookup ??= lookupCity().catch((error: unknown) => {
        console.warn(
          'City detection unavailable; showing the default label.',
          error instanceof Error ? error.message : error,
        );
        return null;
      });
      void sessionLookup.then((city) => {
        if (!cancelled && city) setDetected(city);
      });
    }
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [hydrated, asked, pageCity]);

  const queried = asked !== null && fromQuery?.asked === asked ? fromQuery.city : null;
  // `?city=` naming anything else keeps the default: no geolocation then (the visitor asked for a place).
  return pageCity ?? queried ?? (asked === null ? detected : null) ?? defaultCityLabel;
}
