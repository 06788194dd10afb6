/**
 * The `interactions` section of the audit configuration: what a visitor does on each interactive
 * template (tap the menu, type in a search, open an answer), scripted as steps the audit replays in
 * a Lighthouse user flow, one timespan per interaction, to measure Interaction to Next Paint in
 * the lab (browser/interactions.ts). Kept apart from config.ts, which only lists it.
 */
import { z } from 'zod';

const step = z.union([
  z.object({ click: z.string().min(1).describe('CSS selector tapped') }).strict(),
  z
    .object({
      type: z.string().min(1).describe('CSS selector of a field'),
      text: z.string().describe('typed key by key'),
    })
    .strict(),
  z.object({ press: z.string().min(1).describe('a key name, e.g. Enter') }).strict(),
]);

const interaction = z
  .object({
    name: z.string().min(1).describe('What the visitor does, as the report names it'),
    template: z.string().min(1).describe("The template it belongs to; measured on that template's representative page"),
    path: z
      .string()
      .startsWith('/')
      .optional()
      .describe("Another page to open instead of the template's representative"),
    before: z.array(step).default([]).describe('Steps that set the scene, not measured (e.g. open the menu first)'),
    steps: z.array(step).min(1).describe('The measured steps: INP is the slowest of their interactions'),
  })
  .strict();

export const INTERACTION_DEFAULTS = {
  enabled: true,
  maxInpMs: 200,
  cpuSlowdown: 4,
  runs: { full: 3, fast: 1 },
  flows: [],
};

export const interactionsSchema = z
  .object({
    enabled: z.boolean().default(true),
    maxInpMs: z
      .number()
      .positive()
      .default(200)
      .describe("Interaction to Next Paint limit per interaction, ms (Google's good: 200 at the 75th percentile)"),
    cpuSlowdown: z.number().min(1).max(20).default(4).describe('CPU slowdown while measuring (Lighthouse mobile: 4)'),
    ready: z
      .string()
      .optional()
      .describe('Selector present once the page is interactive (its app has started); interactions wait for it'),
    runs: z
      .record(z.string(), z.number().int().min(0).max(9))
      .default({ full: 3, fast: 1 })
      .describe(
        'Runs per interaction for each profile (a profile not named takes the "full" count); 0: that profile times no interaction',
      ),
    flows: z.array(interaction).default([]).describe('The interactions, each measured on its own fresh page'),
  })
  .strict()
  .default(INTERACTION_DEFAULTS);

export type InteractionsConfig = z.infer<typeof interactionsSchema>;
export type Interaction = InteractionsConfig['flows'][number];
