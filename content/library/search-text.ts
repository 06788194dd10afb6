/**
 * The library search field's words (kept apart from index.ts, which imports the Markdown items,
 * so the browser tests can read them). `withoutScript` is shown only to browsers without
 * JavaScript, where the search and the topic buttons cannot run.
 */
export const librarySearch = {
  label: 'Search tips and answers',
  placeholder: 'Search repair tips...',
  withoutScript:
    'Searching and the topic buttons need JavaScript, which is off in this browser: every tip and answer is listed below.',
};
