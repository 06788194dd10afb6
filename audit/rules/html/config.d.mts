import type { ConfigData } from 'html-validate';

/** The html-validate configuration of the audit's `html/valid` rule (config.mjs). */
export declare const htmlValidateConfig: ConfigData;
